:- use_module(library(lists)).
0.4::e0(3).
e0(1).
0.2::e0(1); 0.2::e0(2).
0.2::e1(1,3).
0.7::e1(3,3).
0.75::e1(1,1).
0.2::e1(2,2); 0.3::e1(1,1); 0.1::e1(3,3).
0.7::e2(1).
p00 :- p00, e1(X,X), p00.
p00 :- (e2(3)) ; (p01(Z,3), p00).
p01(1,X) :- e0(Z), e1(Y,Y), between(1,3,X), compare(O, Z, 1), \+ e2(2).
P::p01(Y,X) :- (e2(Z), p01(Y,Z), p01(Y,Z), between(1,3,X)), P is X / 4.
0.8::p10(Y) :- (p01(Y,2), e0(X)) ; (e1(Z,X), e0(X), between(1,3,Y)).
p10(2) <- e2(1), T =.. [g, 2], T \== g(0).
0.3::p11 :- p11, e1(Y,Y), e1(Y,2), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Y], T \== g(0).
p11 :- (p00, e2(Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(V), L), length(L, N), N >= 1) ; (p10(Z), findall(V, e2(V), L), L \= []).
query(p00).
query(e2(3)).
query(p00).
evidence(p11, true).
