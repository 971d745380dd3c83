:- use_module(library(lists)).
0.6::e0(2).
0.7::e0(1).
0.2::e1(2).
0.75::e1(3).
0.3::e1(1); 0.1::e1(2); 0.2::e1(3).
0.1::e2.
e3(1).
0.1::e3(2).
0.3::e3(1); 0.2::e3(3).
p00(3) :- (p00(Y), p01(Y,3), p00(Y)) ; (p01(Z,Y), e2, p00(Y), not e0(Y), not e3(1)).
p00(X) :- p01(Z,Z), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, Z @>= 2.
p01(Y,X) :- e3(Y), e0(Z), between(1,3,X).
p01(Y,Y) :- Y \== 1, e0(X), between(1,3,Y), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
0.75::p01(1,X) :- p01(X,Y), Y @=< 2.
p10 :- p10, T =.. [g, 3], T \== g(0).
p10 :- (e2, e1(X), X \= 2, T =.. [g, X], T \== g(0)) ; (p11, findall(V, e3(V), L), L = [], T =.. [g, 1], T \== g(0)).
p11 :- e3(X), p01(2,2), p10.
P::p20(Y,X) :- (p10, e0(Z), e1(Z), between(1,3,X), between(1,3,Y), Y \== 1), P is X / 4.
p20(X,Y) :- e0(2), e2, between(1,3,X), between(1,3,Y), call(p00, 1).
P::p20(2,X) :- ((e1(Z), between(1,3,X), compare(O, X, 1), call(p00, 3)) ; (p01(X,Y), e2)), P is X / 4.
p21(3) :- e1(X), e2, p11.
p21(2) :- p20(Y,X), p20(X,Y), call(p00, 3), Y =\= 3.
p21(Y) :- e0(3), between(1,3,Y).
query(e1(X)).
evidence(e2, true).
