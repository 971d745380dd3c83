0.6::e0(3).
e0(1).
0.4::e1(3).
0.7::e2.
p00 :- e2, e0(Y), p00, T =.. [g, Y], T \== g(0), Y @< a.
P::p10(1,Y) :- (p10(1,2), e1(Z), between(1,3,Y)), P is Y / 4.
p20(X) :- p10(1,X), p21(X), compare(O, X, 2), W is X + 1, W < 5.
P::p20(X) :- (p21(Y), p21(Y), e2, between(1,3,X)), P is X / 4.
p20(1) <- Y \== 3, p10(Y,Y).
p21(2) :- p10(2,3).
p21(Y) :- p21(X), p10(Z,X), between(1,3,Y), \+ e0(X), not e1(Z).
query(e1(3)).
evidence(e0(2), false).
