:- use_module(library(lists)).
0.7::e0(3,3).
e0(2,1).
0.9::e1(1,2).
e1(1,1).
0.3::e1(3,3); 0.3::e1(2,2).
0.25::e2(1,2).
0.75::e2(2,2).
p00 :- e1(3,X), p00, e2(Z,Y), Z < 1.
p10(X,2) :- (p10(X,1), e1(2,2), e0(X,X), X < 2) ; (e1(Y,Z), p10(Y,Z), e1(Z,X), \+ e0(Y,3), \+ e0(X,Z)).
p10(Y,Y) :- e2(3,2), e1(Z,Y), e0(1,Z).
p10(X,Y) :- p10(X,Z), e1(Z,Z), between(1,3,Y), Z < 2.
p20(Y,2) :- e0(Z,2), between(1,3,Y), \+ p10(Y,Y).
p20(Y,X) :- (p10(X,2), p00, between(1,3,Y)) ; (e2(Y,1), between(1,3,X)).
p20(X,Y) :- p21(Z,Y), between(1,3,X), findall(V, p10(X,V), L), sum_list(L, T), T > 2, not e2(X,X).
p21(Y,3) :- p10(Y,Z), p20(X,3), p21(X,1), findall(V, p10(Y,V), L), sort(L, S), length(S, N), N < 2.
p21(Y,X) :- (p10(X,Z), between(1,3,Y), call(e0, Z, Y)) ; (e0(Z,X), e2(X,X), e2(2,3), between(1,3,Y), call(e1, Z, X)).
P::p21(X,X) <- ((e2(Z,Y), between(1,3,X)) ; (e2(2,1), p20(2,X), p00, findall(V, p10(X,V), L), sort(L, S), length(S, N), N < 2)), P is X / 4.
p30(X) :- p20(Z,X), e2(Z,Z), e2(1,3), \+ p10(3,Z).
P::p30(X) :- (p10(1,X), p00, p21(X,Y)), P is X / 4.
P::p30(Y) :- (e2(Z,Y), p10(1,X), p20(Z,Y), X >= 1, findall(V, p10(Z,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
query(e2(1,X)).
query(p30(1)).
query(p20(3,3)).
evidence(p20(2,3), false).
