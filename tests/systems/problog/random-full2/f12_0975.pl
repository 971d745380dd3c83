:- use_module(library(lists)).
0.6::e0(1).
0.3::e1(2,2).
e1(3,3).
p00 :- (e0(X)) ; (p00, e0(X), e1(X,Z), not e1(1,X), findall(V, e1(Z,V), L), length(L, N), N >= 1).
p10(X,X) :- p11(Z,Y), p11(Z,Z), between(1,3,X), Y == Y, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p11(Y,X) :- p11(Z,X), p11(2,Z), e1(1,X), between(1,3,Y), \+ e0(Z).
p11(X,X) :- (p00, p10(X,3)) ; (p00, p10(Y,2), between(1,3,X)).
query(e1(X,3)).
