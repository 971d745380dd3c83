:- use_module(library(lists)).
0.4::e0(3).
0.3::e0(1).
e1(1,1).
0.6::e1(1,2).
0.6::e2(1).
0.3::e2(3).
P::p00(Y) :- ((p00(Z), between(1,3,Y), \+ e0(Y)) ; (e0(Z), p01, e1(Z,Z), between(1,3,Y), T =.. [g, Y], T \== g(0), call(e1, Z, Z))), P is Y / 4.
P::p00(Y) :- (e1(3,Y), p00(3), \+ e1(Y,Y), call(e1, 3, Y)), P is Y / 4.
p01 :- p00(X), p01, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p01 :- X \== 3, p00(X).
p10(Y) :- (e1(Y,Z), e2(2), p01, Z \= Y, findall(V, e0(V), L), length(L, N), N >= 2) ; (p00(Y), p01).
query(e2(X)).
evidence(e1(3,2), true).
