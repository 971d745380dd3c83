:- use_module(library(lists)).
0.8::e0(1,1).
0.6::e1(1,2).
0.6::e1(3,3).
0.3::e1(1,1); 0.2::e1(3,3).
0.7::e2(3).
p00(1) :- (e1(Z,X), e1(1,Z), e0(X,X)) ; (e0(2,2), e0(Z,2)).
p01(X) :- p01(X), e2(X), e2(1).
P::p01(Y) :- ((p01(Z), e2(3), between(1,3,Y), compare(O, Y, 1), T =.. [g, Z], T \== g(0)) ; (e1(Z,Y), e0(Z,Y), Y =\= 3, findall(V, e2(V), L), L \= [])), P is Y / 4.
p10(X) <- p11(Z), e0(Z,Z), p10(1), between(1,3,X).
p10(Y) <- p11(Y), e0(1,Y), p01(Y), Y == Y, T =.. [g, Y], T \== g(0).
0.3::p11(3) :- (e1(Z,X), e2(1), p01(Y)) ; (p11(2), p00(X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2).
p11(2) :- p11(X), e2(X), p01(X).
query(p10(1)).
query(e2(3)).
query(p10(3)).
