:- use_module(library(lists)).
e0.
0.25::e1(2).
0.1::e1(2); 0.3::e1(1).
p00(X) :- p01(X,Z), T =.. [g, X], T \== g(0), compare(O, Z, 1).
P::p00(X) :- (p00(X), X = 1, \+ e1(X)), P is X / 4.
p00(3) :- e1(3), p00(2), p01(Y,Y).
P::p01(Y,Y) :- (p00(Z), between(1,3,Y), Z =\= 1, \+ e0), P is Y / 4.
p01(Y,1) :- p01(3,X), e0, e0, between(1,3,Y).
0.2::p10(1) :- e1(1), p10(3), p10(1), findall(V, e1(V), L), length(L, N), N >= 2.
p10(2) :- p10(X), X \== X, X >= 1.
p20(X) :- p10(Y), between(1,3,X), X < 3, findall(V, p00(V), L), sum_list(L, T), T > 2.
0.25::p20(Y) :- e1(Y), e1(1).
p20(X) :- p10(1), p20(Y), between(1,3,X), Y < 3.
0.75::p30 :- (p00(1), p10(Y), Y \== Y) ; (p20(Z), Z >= 3, T =.. [g, Z], T \== g(0)).
0.25::p30 :- p20(X), p30, e1(2), compare(O, X, 3).
0.6::p31(X) :- e1(3), between(1,3,X), T =.. [g, X], T \== g(0).
p31(X) :- (e1(Z), p01(Z,Z), p10(X), not p10(X)) ; (p30, e1(2), p30, between(1,3,X), \+ p00(X), \+ e0).
p31(2) :- p30.
query(p30).
query(\+ p20(3)).
