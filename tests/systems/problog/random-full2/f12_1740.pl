0.4::e1(2).
0.3::e1(2); 0.1::e1(3).
p00 :- e1(3).
p00 <- e1(Y), e0(1,Y), e0(Y,Y), Y \== Y, T =.. [g, Y], T \== g(0).
p10(X,2) :- e1(Z), e1(Z), between(1,3,X), not e0(Z,X), W is Z + 3, W < 5.
p10(X,Y) :- (p10(X,Y), p00, \+ p00, T =.. [g, X], T \== g(0)) ; (p10(Y,X), e1(Y), p00).
p10(Y,Y) :- p00, between(1,3,Y).
query(e1(1)).
query(e1(Y)).
query(p10(X,1)).
