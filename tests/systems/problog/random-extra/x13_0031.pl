e1(3,1).
0.3::e2.
0.1::e3(2).
0.4::p00 :- e0(Y), not e0(Y), Y @>= 3.
p00 :- e0(Z).
p00 :- p00, p00, call(e1, 2, 3), T =.. [g, 3], T \== g(0).
p10(X) :- e1(1,2), p10(1), between(1,3,X).
0.25::p10(2) :- e1(Z,1), e3(X), e2.
p10(X) :- p00, between(1,3,X).
0.9::\+p10(X) :- e2, between(1, 3, X).
p20 :- p21(Y,X).
P::p21(X,Y) :- (p10(3), p20, p10(Y), between(1,3,X)), P is Y / 4.
p21(Y,X) :- (e1(Z,Z), p10(2), between(1,3,X), between(1,3,Y)) ; (e3(3), e3(X), between(1,3,Y), \+ e1(X,2)).
p21(Y,X) :- p10(1), e0(Y), p21(2,X), not e0(Y).
0.9::\+p21(Y,X) :- e1(X,Y).
p30(3) :- p30(3), e1(X,X), p10(X).
P::p30(Y) :- (p10(Y), not e0(1)), P is Y / 4.
query(p10(X)).
query(p10(1)).
evidence(e1(1,1), true).
