:- use_module(library(lists)).
0.6::e0.
0.9::e1.
0.3::e2.
0.3::p00(2) :- e0, e2.
p00(X) :- p00(Y), e1, between(1,3,X), X @=< f(1), Y @>= 2.
P::p00(Y) :- (e2, between(1,3,Y), Y @< 2), P is Y / 4.
p10(X,1) :- p00(Z), between(1,3,X), X = 2.
0.5::p10(Y,Y) :- e1, between(1,3,Y).
P::p11(Y,Y) :- (p11(Z,X), p00(3), p00(X), between(1,3,Y)), P is Y / 4.
P::p20(X) :- (e2, p11(2,X), X @=< 3, X =:= 2), P is X / 4.
p20(Y) :- (p10(3,3), e2, between(1,3,Y), Y @>= 3, findall(V, p11(Y,V), L), sum_list(L, T), T > 2) ; (p11(Y,1)).
p20(Y) :- p11(3,X), p20(X), between(1,3,Y), not p11(X,Y), \+ e2.
0.75::\+p20(Y) :- e1, between(1, 3, Y).
p30(Y) :- (p00(Z), between(1,3,Y), Y @=< a, Y = Y) ; (p11(3,Z), p20(Z), between(1,3,Y)).
p30(X) <- p00(Z), between(1,3,X).
0.1::\+p30(X) :- e0, between(1, 3, X).
query(p10(1,Y)).
query(\+ p00(2)).
evidence(p11(2,1), true).
