:- use_module(library(lists)).
0.7::e0.
0.3::e1.
0.9::e2(1,1).
P::p00(Y) :- (p01(Z), p00(3), between(1,3,Y), findall(V, e2(Z,V), L), sum_list(L, T), T > 2, call(e2, 3, Y)), P is Y / 4.
p00(Y) :- e1, p00(Z), p01(Y), Y = 3.
P::p00(Y) :- (p01(X), p00(1), between(1,3,Y)), P is Y / 4.
p01(Y) :- e1, p00(1), between(1,3,Y).
p01(X) :- (p01(Y), e1, e1, between(1,3,X), Y @=< 2) ; (X == 3, p01(Y), p01(2), between(1,3,X), Y >= 3).
p10 :- p00(X), e0, X == 3, X \== 1.
0.4::p10 :- p01(Y), e2(X,3), e1, call(p01, Y).
0.75::p20(Y) <- p01(Z), p00(Z), between(1,3,Y), W is Y + 2, W < 5, \+ p00(Z).
p20(X) :- e2(Y,X), p00(Y), p00(1), W is X + 1, W < 5, W is Y + 2, W < 5.
p20(X) :- e2(Z,Y), between(1,3,X).
p21(X) :- e0, between(1,3,X), \+ p01(X).
0.7::p21(Y) :- e0, between(1,3,Y), call(e2, Y, Y), call(p01, Y).
p30(X,X) :- p00(X), e2(1,3), compare(O, X, 2), X @>= a.
0.3::p31(Y,2) <- (p20(Y), Y =:= 1, compare(O, Y, 1)) ; (p31(X,X), between(1,3,Y), call(p01, Y)).
p31(Y,X) :- p10, between(1,3,X), between(1,3,Y), Y = 1.
query(p01(Y)).
query(p21(3)).
query(p00(X)) :- between(1,2,X).
query(\+ p10).
evidence(e0, false).
