:- use_module(library(lists)).
e0(3,2).
0.75::e0(2,1).
e0(2,2).
0.1::e1.
0.1::e2(3).
e2(1).
0.3::e2(2).
0.25::e3(3,3).
0.4::e3(3,2).
0.3::e3(2,1).
p00(1) <- Z == 2, e0(3,Z), p00(3), T =.. [g, Z], T \== g(0).
p00(Y) :- e3(X,X), e0(X,Y).
P::p00(X) :- (e2(1), between(1,3,X)), P is X / 4.
p10(Y,Y) :- (e0(Y,X)) ; (p11(Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2, T =.. [g, Y], T \== g(0)).
p10(X,X) :- e3(1,X), not p00(2).
P::p10(X,2) :- (p00(X), p10(Y,X), Y =\= 1), P is X / 4.
p11(1) :- e0(X,X), e2(X), findall(V, e3(X,V), L), sort(L, S), length(S, N), N < 2, X >= 1.
p11(Y) :- p10(2,Z), between(1,3,Y), Z =:= 3, Y \== Y.
p20(X,Y) :- p10(Z,2), between(1,3,X), between(1,3,Y).
0.8::p30(Y) :- (p31(Y), p30(X)) ; (e0(Z,1), e1, between(1,3,Y), compare(O, Y, 3)).
p30(Y) :- e2(Y), p31(Z), e0(2,2).
p30(Y) :- p31(X), e2(2), e0(X,X), between(1,3,Y), findall(V, p11(V), L), sort(L, S), length(S, N), N < 2, findall(V, p20(Y,V), L), sum_list(L, T), T > 2.
p31(3) :- X == 2, e2(X), e3(X,3), p20(X,Y), X == Y.
p31(X) :- X == 3, e1, between(1,3,X), compare(O, X, 3).
query(p31(1)).
query(\+ p10(2,3)).
evidence(p20(2,3), false).
