0.5::e0.
0.6::e1.
p00 :- e1, T =.. [g, 3], T \== g(0), T =.. [g, 1], T \== g(0).
p00 :- p00, e1.
P::p10(Y) <- (p10(Z), p10(Z), between(1,3,Y), compare(O, Z, 1), Y @< f(1)), P is Y / 4.
0.4::p20(X) :- p20(3), between(1,3,X), \+ p10(X), \+ e0.
p20(X) :- (p10(Y), between(1,3,X)) ; (e0, between(1,3,X)).
p20(Y) :- (p20(X), p00, between(1,3,Y), not p10(3)) ; (p20(Y), e1, p10(Y), Y @>= 1, compare(O, Y, 2)).
p30(Y) :- (Z == 3, p20(Z), p00, between(1,3,Y), Y @< a) ; (p31(Y,1)).
p30(X) :- p31(Y,Y), between(1,3,X), Y >= 3.
p31(1,Y) <- Y \== 2, e1, between(1,3,Y).
query(p10(Y)).
query(p20(3)).
