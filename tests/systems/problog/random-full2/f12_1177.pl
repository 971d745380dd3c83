0.6::e0(2,3).
0.2::e1(3,1).
e1(1,1).
e1(3,2).
p00(X) :- p00(Y), p00(Y), between(1,3,X), Y @< a, W is Y + 1, W < 5.
p00(X) :- e0(Z,X), e1(Z,X), \+ e0(Z,Z).
p10(2,X) :- X == 3, p00(X), X \== X.
p10(Y,2) :- (e0(Z,Z), e0(Z,Z), e1(Z,3), between(1,3,Y)) ; (p10(Z,X), p00(3), p10(X,Z), between(1,3,Y), T =.. [g, X], T \== g(0)).
p10(X,3) :- e1(1,Y), e0(Y,Y), e0(Y,1), between(1,3,X).
query(p10(Y,Y)).
query(e0(X,X)) :- between(1,2,X).
query(\+ p10(2,1)).
