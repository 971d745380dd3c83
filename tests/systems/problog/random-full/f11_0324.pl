e0(3).
e0(1).
e1(3).
0.8::e2.
p00 :- p00.
p10 <- (p00) ; (e2).
p10 :- p00, p10, e1(2), T =.. [g, 1], T \== g(0).
p20 :- e1(Z), p10, e0(2), Z @=< 3, compare(O, Z, 2).
p20 :- e2.
p20 :- p00, e2, e1(3).
p30(Y) :- p00, p20, p00, between(1,3,Y), T =.. [g, Y], T \== g(0).
P::p31(Y) :- (e0(Y), p30(3), e2), P is Y / 4.
p31(X) :- (p00, p30(Z), e1(Z), between(1,3,X)) ; (p00, e1(X), p00, not e0(3)).
query(e0(2)).
query(p31(X)).
query(p00) :- between(1,2,X).
query(\+ p20).
