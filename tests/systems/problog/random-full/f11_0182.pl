:- use_module(library(lists)).
0.8::e0(3).
e1(3,3).
0.4::e1(2,1).
0.9::e2(1).
0.3::e3(3).
P::p00(X) :- (e3(Z), p01(Z,Z), between(1,3,X)), P is X / 4.
0.6::p00(X) :- Y \== 1, e1(2,Y), p01(Z,Y), between(1,3,X), call(e1, Y, Z).
p00(X) :- e3(3), between(1,3,X), X >= 2, findall(V, e0(V), L), length(L, N), N >= 1.
p01(X,X) :- p01(X,Y), e2(X).
P::p01(X,X) :- (p01(Z,Z), e3(Z), between(1,3,X), Z == 2), P is X / 4.
p10(1) :- e0(X), e1(1,X), W is X + 1, W < 5, findall(V, e0(V), L), length(L, N), N >= 2.
0.8::p10(X) :- e2(Z), e1(2,2), between(1,3,X), not e1(Z,Z), X @>= 1.
0.5::p10(Y) :- (p01(Z,Y), p00(Z), call(e1, Z, Z), call(e1, Y, 2)) ; (p01(X,1), e1(X,3), p10(X), between(1,3,Y)).
p11(Y) :- p01(X,3), e2(X), between(1,3,Y).
p11(2) :- (Z == 2, p01(Z,2), e1(Z,3), findall(V, e1(Z,V), L), L \= []) ; (e3(Y)).
query(p01(X,3)).
evidence(p11(3), true).
