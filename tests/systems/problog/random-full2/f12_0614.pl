0.1::e0(3).
0.9::e0(2).
0.8::e1.
p00 :- e0(Y).
p00 <- e1, \+ e0(3).
p10(Y,X) :- e0(Z), e1, between(1,3,X), between(1,3,Y), Y == 3, compare(O, Z, 3).
p10(Y,X) :- (e0(1), e1, between(1,3,X), between(1,3,Y), not e0(Y)) ; (p10(Z,3), p00, between(1,3,X), between(1,3,Y), T =.. [g, Z], T \== g(0)).
query(p00).
query(e0(1)).
query(p10(X,X)) :- between(1,2,X).
query(\+ p10(3,2)).
