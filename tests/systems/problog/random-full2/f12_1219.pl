:- use_module(library(lists)).
e0.
0.8::e1(2).
0.8::e1(1).
p00(2,X) :- (p00(Z,Y), e0, between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2) ; (e0, between(1,3,X), \+ e0).
p10 :- p10.
0.6::p10 :- p00(Z,X), Z \= X, W is X + 1, W < 5.
p11(2,Y) :- (e0, p00(Z,Y), \+ e1(Y), not p00(Z,Y)) ; (p11(Y,Z), p11(3,Y), e0).
0.2::p11(2,X) :- e1(X), X @< 3.
query(p11(2,3)).
query(p10) :- between(1,2,X).
evidence(e0, false).
