:- use_module(library(lists)).
0.9::e0(1).
e1(3).
0.1::p00(X,Y) :- e1(X), e1(2), p00(X,X), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
0.8::p10 :- e0(2), p10, T =.. [g, 1], T \== g(0).
p10 :- p11, p11.
p10 :- e0(Z), p10, Z \= Z.
p11 :- e0(3), e1(3), not p00(2,3).
p11 :- (p10, p10) ; (e1(X), not e0(2), W is X + 1, W < 5).
p11 :- p00(3,Y), p10, not p00(Y,2), compare(O, Y, 3).
query(p00(X,2)).
query(\+ p11).
