:- use_module(library(lists)).
e0(1).
0.3::e0(1); 0.2::e0(3); 0.2::e0(2).
0.1::e1(1,1).
e1(2,2).
0.7::e1(2,3).
0.9::e1(3,2).
0.25::e2(2,3).
0.1::e2(3,3); 0.2::e2(1,1); 0.1::e2(2,2).
p00(X) :- e1(Y,2), p00(Y), between(1,3,X), W is Y + 1, W < 5, \+ e2(1,2).
p10(X) :- (p10(Y), between(1,3,X), X >= 2, findall(V, e2(X,V), L), L \= []) ; (e0(Z), p10(3), e0(3), between(1,3,X), X @=< 2, \+ e0(1)).
p10(Y) :- p11(Z), e0(3), between(1,3,Y), T =.. [g, Y], T \== g(0), not p00(Y).
p11(Y) :- Z == 1, Y == 2, e1(Y,Z), p00(Y), e2(Y,Y).
P::p11(X) :- (p10(Z), e1(Z,Y), p11(1), between(1,3,X), call(p00, X), Y \= X), P is X / 4.
query(e0(3)).
query(p00(X)).
query(e0(3)).
query(\+ e1(2,1)).
