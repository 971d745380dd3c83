0.25::e0(1).
0.3::e0(2).
0.1::e0(2); 0.2::e0(1).
0.7::e1(3,2).
0.8::e2.
e3(3,1).
0.9::e3(1,2).
p00 :- e2, e1(X,Z), T =.. [g, X], T \== g(0).
p00 :- (p01(X,Z), e0(Z)) ; (e2, e1(X,Z), W is X + 2, W < 5).
p01(3,X) :- p00, between(1,3,X), \+ e0(2), \+ e0(X).
P::p01(Y,X) :- ((p01(Z,Y), p00, e3(Y,Y), between(1,3,X), compare(O, X, 1)) ; (e2, between(1,3,X), between(1,3,Y), compare(O, Y, 2))), P is Y / 4.
P::p01(X,Y) :- (e2, p01(1,2), between(1,3,X), between(1,3,Y)), P is X / 4.
0.25::p10(1) :- p01(X,1), p00, X @< f(1), \+ p00.
p10(X) :- p01(X,Z), Z @=< 1.
p10(X) :- p00, e0(Y), between(1,3,X).
query(e2).
query(e2).
query(e0(X)).
evidence(e1(2,1), false).
