:- use_module(library(lists)).
e0(2,2).
0.6::e1(1).
e2(1).
0.1::e2(3).
0.3::e3(1).
0.7::p00(X) :- e3(2), p01(Z), p00(2), between(1,3,X).
P::p01(X) :- (e3(Y), between(1,3,X)), P is X / 4.
p01(X) :- p00(X), not e0(2,X).
p01(X) :- (e0(Z,3), e2(Z), between(1,3,X), T =.. [g, Z], T \== g(0), X \== Z) ; (e3(X), e3(1), e1(2), X \= X, W is X + 2, W < 5).
p10(3) :- Z == 1, e2(Z), e3(X), p10(X).
P::p10(X) :- (p10(X), e3(X), e2(Z), findall(V, e2(V), L), L \= [], X \= 1), P is X / 4.
p10(X) <- e2(Z), between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 1.
0.3::p20 :- (e2(1)) ; (p00(Y), p20, e2(Y), Y = 2).
0.7::p20 :- e1(Z).
0.75::p30(Y) :- e1(X), p01(X), between(1,3,Y), call(e0, 2, Y), X \= 2.
p30(X) :- (p10(X), call(e2, 3), compare(O, X, 2)) ; (p10(X), e3(X)).
query(p01(3)).
query(p10(1)).
query(e0(Y,1)).
query(\+ e0(3,2)).
evidence(p30(2), false).
