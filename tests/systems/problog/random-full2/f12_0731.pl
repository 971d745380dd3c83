:- use_module(library(lists)).
e0(1).
0.75::e0(3).
e1(3).
0.25::e1(1).
0.6::e2(3).
0.1::e2(2).
0.1::e2(2); 0.3::e2(1).
0.2::e3.
P::p00(X,Y) :- (X == 3, e0(3), e0(X), e1(3), between(1,3,Y), not e2(Y)), P is Y / 4.
0.25::p00(3,X) :- e0(1), e3, between(1,3,X).
P::p10(X) :- (e1(X), e0(X), e0(X)), P is X / 4.
0.8::p10(X) :- e0(Z), e2(3), e2(2), between(1,3,X), T =.. [g, Z], T \== g(0).
p20 :- p10(X), e0(X), p21.
0.5::p21 :- e0(3), e3, T =.. [g, 1], T \== g(0).
p21 :- e2(X), findall(V, p10(V), L), L = [], X =\= 1.
0.7::p30(Y) :- Y \== 1, p10(3), between(1,3,Y), Y = Y.
P::p30(X) :- (p10(X), p10(1), \+ p20), P is X / 4.
p30(X) :- p21, p20, between(1,3,X).
p31 :- (p00(3,X), e0(X), e2(1)) ; (e0(X), p00(Z,X), e3).
p31 :- (p30(Z), p10(Z)) ; (p21, e1(X)).
0.75::p31 :- (p20, \+ p00(2,1)) ; (p20, \+ e0(1)).
query(e3).
query(e0(X)).
evidence(e0(2), false).
