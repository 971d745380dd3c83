:- use_module(library(lists)).
0.5::e0(2,1).
0.4::e0(2,2).
0.75::e0(1,1).
0.75::e1(3,3).
0.5::e1(2,3).
0.8::e1(3,2).
0.3::e1(2,2); 0.2::e1(1,1).
p00(X) :- e0(Z,X), \+ e0(1,X).
p00(X) :- (e1(Y,Z), between(1,3,X)) ; (p00(3), between(1,3,X), call(e0, X, 1)).
p00(Y) :- e1(X,3), e1(2,X), between(1,3,Y), call(e1, Y, Y), \+ e0(X,1).
P::p10(Y) :- (p10(Z), between(1,3,Y), not e0(2,Y)), P is Y / 4.
0.75::p10(Y) <- (p10(Y)) ; (p00(Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2).
P::p10(X) :- (p00(1), e0(X,Y), e0(3,Y), findall(V, p00(V), L), L \= [], Y == Y), P is X / 4.
p20(3) :- p20(Z), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
query(p20(2)).
query(e1(Y,2)).
query(p00(3)).
query(\+ e1(2,2)).
