0.8::e0.
0.5::e1(2,3).
p00(2,X) :- (e1(Y,Z), e1(Z,Z), e1(1,Z), between(1,3,X), X >= 1) ; (p00(2,X), T =.. [g, X], T \== g(0)).
P::p00(X,X) :- (e1(Z,X)), P is X / 4.
p10(X) :- e0, e1(Y,Z), between(1,3,X), X @>= f(1).
query(p10(2)).
query(p00(1,1)).
query(p10(2)).
evidence(e1(1,1), false).
