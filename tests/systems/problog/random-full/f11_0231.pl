:- use_module(library(lists)).
0.7::e0.
0.25::e1(3).
0.7::e1(2).
0.1::e1(3); 0.1::e1(2); 0.2::e1(1).
0.75::p00(1) <- (p01(2,X), p01(X,X), e0) ; (p00(2), e0).
p00(Y) :- Y \== 1, e0, e1(X), e0, between(1,3,Y).
p00(Y) :- e1(2), between(1,3,Y).
P::p01(2,Y) :- (Y \== 1, e0, between(1,3,Y)), P is Y / 4.
p01(X,X) :- p01(2,X), p00(3), X @=< 3, \+ e1(X).
0.7::p10(Y,3) :- (Y == 1, e1(2), between(1,3,Y), findall(V, p00(V), L), sum_list(L, T), T > 2) ; (p11(X), e1(X), p01(3,3), between(1,3,Y)).
p11(2) :- (e1(Z), e0) ; (p10(Z,2), p01(X,Z), not p01(Z,X), compare(O, X, 2)).
0.2::p11(X) :- (p01(Y,1), between(1,3,X), findall(V, p00(V), L), sum_list(L, T), T > 2, Y \== Y) ; (p10(2,Z), p10(Y,Z), between(1,3,X), X \== X).
p20(Y) :- Z == 3, p10(Z,Z), between(1,3,Y), Z @>= 1.
p20(X) :- p10(3,X), X < 1, findall(V, p10(X,V), L), L = [].
p20(2) :- p20(2).
p21(Y,X) :- p11(Y), between(1,3,X), not p11(2).
0.5::p21(Y,X) :- e1(X), p20(X), p21(Z,1), between(1,3,Y), call(p00, Y), X =:= 3.
p21(3,1) <- p20(X), p21(Y,1), W is Y + 2, W < 5, X @< 1.
query(e0).
query(e0) :- between(1,2,X).
evidence(p21(1,1), true).
