:- use_module(library(lists)).
0.1::e0(2,3).
0.6::e0(3,1).
e0(2,2).
e1(3).
0.25::e2(2,3).
0.3::p00(Y) :- e2(Y,X), p00(2), p00(X).
p00(X) :- p01(X), \+ e1(3), \+ e2(3,X).
P::p01(X) :- (p00(Y), p00(Y), between(1,3,X), call(e1, X), X < 3), P is X / 4.
p01(1) :- (e1(X), e1(X)) ; (e2(Z,X), e0(Y,X)).
p01(2) :- e0(3,Z), p00(Z), e2(Z,3), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
0.8::p10 :- e0(X,Z), p10, e0(3,2), \+ p01(X), findall(V, p00(V), L), L = [].
p11 :- p10, e1(X), not e2(2,X), X =\= 3.
p11 :- p00(Y), e0(Y,X), p11, not p00(2), not p01(2).
0.9::p11 :- p01(1), p11, p00(Y).
0.2::p20(Y,X) :- p00(Z), p10, p10, between(1,3,X), between(1,3,Y), \+ e2(3,X).
0.2::p30(Y) :- Z \== 2, e0(Z,Z), between(1,3,Y), Y < 3.
p30(X) <- e1(2), p00(X), e0(3,X), call(p01, X).
p30(X) :- (e0(Y,X), e2(X,Y), p20(X,3), call(e0, Y, Y)) ; (p10, p00(Z), e2(Z,Z), between(1,3,X), compare(O, Z, 1)).
query(p01(1)).
query(p11).
query(e1(X)).
query(\+ p11).
