:- use_module(library(lists)).
0.5::e0(2).
e0(1).
e1(3).
0.8::e1(1).
0.2::e1(1); 0.3::e1(3); 0.2::e1(2).
p00(X) :- e0(Y), e1(Y), e1(Y), between(1,3,X), \+ e0(1).
P::p00(X) :- ((p01(Z), p00(Z), between(1,3,X), W is X + 2, W < 5, Z =\= 3) ; (p01(2), e0(Z), between(1,3,X))), P is X / 4.
p00(X) :- p01(Y), between(1,3,X).
p01(3) :- (p00(Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (p00(X), p00(X), e1(X)).
p01(3) :- Z == 3, e1(2), e1(Z), compare(O, Z, 2).
0.25::p10(Y) :- p00(1), p11(Z,3), e0(2), between(1,3,Y), not p00(Z), findall(V, e1(V), L), length(L, N), N >= 1.
0.1::p11(X,Y) :- p10(Y), p01(Y), p01(2), between(1,3,X).
p11(X,X) :- p11(Z,Y), p11(3,1), p11(Z,Y), between(1,3,X), Y = Y, X @=< 1.
p11(1,X) :- (e0(3), between(1,3,X), findall(V, p01(V), L), sum_list(L, T), T > 2) ; (e0(Y), p00(3), between(1,3,X), Y @=< 3).
query(p11(1,3)).
query(p10(X)) :- between(1,2,X).
evidence(e1(3), true).
