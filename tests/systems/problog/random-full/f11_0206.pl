:- use_module(library(lists)).
e0(2,3).
0.25::e0(3,2).
e1(3,1).
0.1::e1(3,3); 0.1::e1(2,2).
p00(1) :- e1(X,X), X =\= 1, findall(V, e1(X,V), L), L \= [].
P::p00(Y) :- ((e1(Z,3), e1(Z,Z), e1(Z,Z), between(1,3,Y), W is Z + 2, W < 5) ; (e1(Y,Y), e0(Y,Y))), P is Y / 4.
p10(Y) :- (Y == 2, e1(1,Z), p10(2), p10(Z), between(1,3,Y)) ; (p00(X), p10(X), e0(Z,1), between(1,3,Y), not p00(Y)).
p10(X) <- p10(Y), e1(Y,1), e0(1,3), between(1,3,X), X >= 2, \+ e1(Y,Y).
p10(Y) :- Y \== 1, e0(1,1), between(1,3,Y), not e1(Y,Y).
P::p20(X) :- (p21(Z,Z), p10(X), e1(1,X), findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p20(X) :- p21(X,Z).
P::p21(X,Y) :- (p21(Y,Z), between(1,3,X)), P is Y / 4.
0.2::p21(X,X) :- p10(Y), e0(Y,Y), between(1,3,X), not e0(X,Y), X @=< 1.
query(p21(X,Y)).
query(e1(2,3)).
query(p20(2)).
