:- use_module(library(lists)).
e0(3,2).
e0(1,3).
0.2::e0(2,2); 0.1::e0(3,3); 0.3::e0(1,1).
0.75::e1(2).
0.8::e1(1).
0.7::e2(3).
0.4::e3.
p00(Y) :- e3, p00(Z), p01(Z,1), between(1,3,Y).
P::p00(Y) :- (p00(2), p01(Z,2), p00(Y), \+ e2(Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p01(X,X) :- e3, e2(3), e2(Y), between(1,3,X).
p01(Y,Y) :- e3, e1(Z), between(1,3,Y), findall(V, e2(V), L), L \= [], T =.. [g, Y], T \== g(0).
p10(X) :- e3, between(1,3,X), compare(O, X, 2).
0.8::p10(Y) :- e3, p00(3), between(1,3,Y).
p10(X) :- e2(Y), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p11(Y,Y) :- (e1(Z), e2(3), between(1,3,Y), Y @< 1, Y < 1), P is Y / 4.
p20(1) :- e2(X), p10(1), p20(3), X \= X.
P::p20(X) :- (p20(Y), p01(Y,1), p20(Y), between(1,3,X), Y =:= 2), P is X / 4.
p20(X) :- e0(3,1), p10(Z), p21, between(1,3,X).
p21 :- e1(Z), p11(Z,Z).
p21 :- p10(Z), compare(O, Z, 2).
0.25::p21 :- p01(Z,3), e1(1), p10(Z).
query(e0(1,2)).
query(p10(Y)).
evidence(p20(1), false).
