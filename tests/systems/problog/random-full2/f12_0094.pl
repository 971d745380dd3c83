0.75::e0.
0.75::e1.
0.8::e2(1).
0.1::p00(X,X) :- e1, between(1,3,X), T =.. [g, X], T \== g(0).
p10 :- e0.
p11 :- p10, e1, e2(Y).
P::p20(X) :- (X == 1, p10, e0, p20(X)), P is X / 4.
p20(X) :- p10, between(1,3,X), X = X.
p20(Y) :- e2(Y), p00(Y,1).
0.6::p30(X) :- e1, e0, between(1,3,X).
query(p00(Y,2)).
query(p30(3)).
query(p00(3,3)).
evidence(p11, false).
