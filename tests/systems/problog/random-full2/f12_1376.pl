0.1::e0(2,3).
0.6::e0(1,2).
0.6::e0(2,2).
e1(2,1).
P::p00(Y) :- (p00(X), between(1,3,Y)), P is Y / 4.
p00(Y) :- e1(Y,Z), T =.. [g, Z], T \== g(0).
p00(3) :- e1(2,Y), e1(1,Y), e1(1,Y), compare(O, Y, 3).
p10(X) :- e1(1,X), e0(Y,3).
p10(X) :- e0(2,X), T =.. [g, X], T \== g(0).
query(p00(1)).
query(p10(1)).
query(\+ e1(3,3)).
evidence(e1(3,3), true).
