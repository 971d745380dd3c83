:- use_module(library(lists)).
0.3::e0(3).
0.7::e0(1).
0.2::e1(2).
0.1::e1(1); 0.3::e1(2); 0.3::e1(3).
0.7::p00(X) :- e1(Z), e0(Y), between(1,3,X), T =.. [g, X], T \== g(0).
p10(X,X) <- p10(1,3), p10(Z,2), between(1,3,X), \+ p00(Z).
p10(Y,3) :- Y == 1, p10(Y,Z), e0(1), p10(Y,Z), not e0(1).
P::p10(Y,X) :- (X == 2, e0(Y), e1(Y), p00(Y), between(1,3,X), Y =\= 3), P is Y / 4.
P::p20(Y) :- (Z == 3, p00(Z), between(1,3,Y), compare(O, Y, 1)), P is Y / 4.
p20(X) :- X == 1, p10(X,2), p00(1), findall(V, p10(1,V), L), sort(L, S), length(S, N), N < 2.
query(e1(X)).
query(e0(3)).
query(\+ p10(2,1)).
