0.9::e0(1,3).
0.7::e1.
p00 :- e1, not e0(3,2), T =.. [g, 3], T \== g(0).
p00 :- e1, not e0(2,2), T =.. [g, 3], T \== g(0).
p01(X) :- (e0(3,Z), e1, e0(3,2), between(1,3,X), \+ e0(X,3), \+ e1) ; (e0(Y,Y), between(1,3,X)).
p01(X) :- (e0(Z,X), p00, not e0(2,3)) ; (e1, p01(X), e0(2,X), X @>= f(1)).
P::p01(X) :- (e0(X,X), e1, not e0(X,3)), P is X / 4.
p10(X,X) :- p01(Y), p01(Z), e0(Y,Z), between(1,3,X), X < 2.
p10(X,X) :- X == 1, p10(3,2), p10(3,Y), e1, between(1,3,X).
p10(Y,X) :- e1, p10(1,Y), between(1,3,X), compare(O, X, 2), T =.. [g, Y], T \== g(0).
query(e1).
