:- use_module(library(lists)).
0.25::e0(2).
e0(1).
0.3::e0(3).
0.3::e0(3); 0.3::e0(1).
0.25::e1.
0.4::e2(3,3).
0.4::e2(1,2).
p00(Y,3) :- (e0(Z), e2(2,Z), between(1,3,Y)) ; (e1, e2(Y,Z), p00(2,Z), findall(V, e2(Y,V), L), L = []).
p00(X,Y) :- e0(Y), p01(2), between(1,3,X).
P::p01(Y) :- (e2(Y,Z), T =.. [g, Z], T \== g(0)), P is Y / 4.
p01(X) :- p00(3,Y), between(1,3,X), Y >= 3, call(e2, 3, Y).
p10 :- p01(X), p00(Y,X), call(p01, 3), not e2(Y,3).
p10 :- (p10, e0(1)) ; (p10, e2(2,3), e1, \+ e2(2,1), findall(V, p00(2,V), L), sort(L, S), length(S, N), N < 2).
p20(X) :- e2(X,Y), e2(X,2).
p20(Y) :- e0(Z), e1, p20(Z), between(1,3,Y), Z < 3.
p20(X) :- X == 3, e1, p10, p10, between(1,3,X), not p00(3,X).
p30(X) :- e2(1,2), between(1,3,X).
query(p00(X,X)).
query(p01(X)) :- between(1,2,X).
