0.6::e0(3,1).
e0(1,3).
0.3::e1.
0.4::e2.
0.9::e3(2,2).
0.75::e3(1,1).
0.1::e3(1,1); 0.1::e3(3,3); 0.2::e3(2,2).
p00 :- e2, p00.
p10(Y) :- p10(X), e0(X,2), p10(X), between(1,3,Y), Y \= Y.
0.7::p10(Y) :- e2, p00, e3(Y,1), \+ p00.
p20(Y) :- p20(Z), between(1,3,Y), W is Y + 1, W < 5, Z @=< f(1).
p20(X) :- (p10(Y), between(1,3,X)) ; (e1, e1, e3(Y,X)).
p30(Y) <- p10(Z), e1, between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e2.
p30(3) :- p20(Y), p30(Y), e0(Y,Y), Y @=< f(1).
0.1::p30(X) <- e2, e1, between(1,3,X), W is X + 1, W < 5.
P::p31(Y) :- ((p30(Z), e1, p20(Y), W is Z + 1, W < 5, Z == 2) ; (e2, between(1,3,Y))), P is Y / 4.
p31(Y) :- (X == 1, p20(X), between(1,3,Y), \+ p20(3)) ; (e1, between(1,3,Y), T =.. [g, Y], T \== g(0), compare(O, Y, 2)).
query(p10(3)).
query(p31(1)).
evidence(e3(3,2), false).
