e0.
0.2::e1(2).
0.2::e2.
p00 <- e2, p00, \+ e0.
p10(3) :- e0.
P::p10(Y) :- (p00, e1(Y), T =.. [g, Y], T \== g(0), \+ p00), P is Y / 4.
query(e1(X)).
query(e1(Y)).
query(p10(Y)).
query(p10(X)) :- between(1,2,X).
query(\+ e0).
evidence(p00, true).
