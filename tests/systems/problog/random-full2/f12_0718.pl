:- use_module(library(lists)).
0.9::e0(3).
0.3::e0(1).
0.3::e0(1); 0.3::e0(3).
e1(2).
0.2::e1(2); 0.1::e1(3); 0.2::e1(1).
p00(X) <- p00(X), e0(Z).
P::p01(Y) :- (p01(2), between(1,3,Y)), P is Y / 4.
p01(X) :- X \== 2, p00(Z), e0(Z), between(1,3,X), X \== Z.
0.6::p10(X) :- e0(Z), between(1,3,X), findall(V, p00(V), L), sum_list(L, T), T > 2.
p10(X) :- p00(Y), e0(Y), p11(Y,Y), between(1,3,X), W is X + 2, W < 5, findall(V, p00(V), L), L \= [].
0.2::p11(2,Y) :- e0(1), between(1,3,Y).
P::p11(X,X) :- ((p01(3), e0(Z), between(1,3,X), \+ p00(Z)) ; (X == 2, p10(1), between(1,3,X), X @>= a)), P is X / 4.
0.5::p11(1,Y) :- e0(Z), between(1,3,Y).
p20(X) :- (p21(2,3), e0(2), p20(X), findall(V, p10(V), L), sum_list(L, T), T > 2, \+ p11(X,X)) ; (p00(Y), between(1,3,X), W is X + 1, W < 5).
0.9::p21(2,1) :- p10(Y).
p21(X,Y) :- p20(Z), between(1,3,X), between(1,3,Y), W is Y + 3, W < 5.
p21(2,X) :- p11(X,X), e1(Z), p00(1), Z @>= a.
p30(Y) :- e0(3), p10(Y), p00(Y), call(p20, 3).
p30(Y) :- e1(Y), e1(2).
0.2::p30(Y) :- p01(X), e1(X), between(1,3,Y).
p31 :- p11(2,Z), p21(2,Z), not p01(Z).
0.3::p31 :- p30(3), p01(X), W is X + 1, W < 5, not p00(3).
query(e1(3)).
query(p30(Y)).
query(e1(2)).
query(\+ p30(2)).
