:- use_module(library(lists)).
e0(3,2).
0.3::e1(3); 0.1::e1(2).
p00(X) :- e1(Z), p00(1), p00(Z), between(1,3,X).
p00(X) :- p00(1), e0(Z,2), between(1,3,X).
p00(X) :- p00(Z), e1(Z), e0(Y,2), between(1,3,X).
p10 :- (e0(2,3), e0(2,Y)) ; (p00(X), e1(X), p00(X), W is X + 2, W < 5, findall(V, e0(X,V), L), L \= []).
p10 <- e0(2,Z), p11(X).
p10 :- (p00(3), p10, e1(Y)) ; (p00(Y), p00(1), e1(Y)).
0.7::p11(Y) :- p10, between(1,3,Y).
p20 :- p11(2), p20, findall(V, p11(V), L), length(L, N), N >= 2.
p20 :- Y == 1, p00(Y), p10.
p20 <- (p00(X), \+ e1(X)) ; (p21, findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2).
p21 :- e1(Y), e0(Y,Y), W is Y + 2, W < 5.
p21 :- p21, p11(1), p21, T =.. [g, 2], T \== g(0).
query(e1(1)).
query(p20).
query(p11(X)).
evidence(p00(2), false).
