:- use_module(library(lists)).
e0.
0.9::e1.
0.8::e2(2,2).
0.3::e2(3,2).
P::p00(X) :- (e0, between(1,3,X), findall(V, e2(X,V), L), length(L, N), N >= 1, findall(V, e2(X,V), L), L \= []), P is X / 4.
0.75::p01(X,Y) :- e2(Y,3), e0, between(1,3,X), compare(O, Y, 1).
P::p10(X) :- (e2(Y,Z), p10(Y), between(1,3,X), Z @>= 3), P is X / 4.
p10(X) :- p01(Z,X), p00(3), p01(X,X).
p20(1) :- (p21(1), p20(Y), not e2(Y,Y)) ; (p00(Z), p20(Z), e0).
p20(3) :- e0, \+ p10(3), T =.. [g, 1], T \== g(0).
p21(2) :- p00(Y), p21(2), e2(Y,3).
query(e0).
evidence(p01(1,1), true).
