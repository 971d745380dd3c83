:- use_module(library(lists)).
e0(2,1).
0.1::e0(3,3); 0.3::e0(2,2).
0.1::e1(2,3).
0.1::e1(2,2).
0.8::e1(1,3).
0.1::e1(2,2); 0.1::e1(1,1).
0.25::e2.
p00(Y,2) <- (p00(Y,3), Y == Y) ; (Y == 1, e0(Y,Z), e1(Z,Y), Y \= Y).
P::p00(X,X) :- ((e2, e1(X,3), e0(2,1), X = X, not e0(2,X)) ; (e1(X,2), e2, e2, findall(V, e1(X,V), L), L \= [])), P is X / 4.
p10(Y) :- X == 2, e0(X,Y).
p10(Y) :- e0(Z,X), e0(Y,X), findall(V, e0(X,V), L), L \= [], Z >= 2.
p10(2) :- p10(Z), e2, W is Z + 1, W < 5, \+ e2.
p20(X) :- (p10(Z), p10(1), e0(1,X)) ; (p20(Y), e0(2,2), p20(Y), between(1,3,X), findall(V, e1(2,V), L), L = []).
p20(X) <- (e0(2,X), X \= 1) ; (p20(3), between(1,3,X), X \= 2, \+ e2).
P::p20(Y) :- (p20(Y), e2, e2, \+ p10(Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
0.6::p30(Y) :- e1(1,2), p30(1), between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e0(1,1).
p30(1) :- p30(X), e0(Z,X), findall(V, e1(Z,V), L), sum_list(L, T), T > 2.
P::p31(Y) :- ((p20(X), p10(1), e0(X,X), between(1,3,Y)) ; (e1(Z,Z), p31(3), e1(Z,Z), between(1,3,Y))), P is Y / 4.
query(p30(X)).
query(e0(X,X)).
query(\+ p20(1)).
