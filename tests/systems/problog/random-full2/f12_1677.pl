e0(2).
0.7::e1.
0.8::e2.
0.8::e3.
p00 :- e0(Y), p00, W is Y + 2, W < 5, Y >= 3.
p00 :- p01(X), p01(X), T =.. [g, X], T \== g(0), \+ e3.
p01(Y) :- e3, between(1,3,Y).
p10 :- e0(3), p00, e0(Y).
p10 :- e3, p10.
p20(X,X) :- p00, e1, p10, between(1,3,X).
P::p20(2,Y) :- (p10, e1, between(1,3,Y)), P is Y / 4.
query(p01(X)).
evidence(e1, true).
