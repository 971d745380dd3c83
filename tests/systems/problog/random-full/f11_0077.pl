0.5::e0.
e1(2,1).
0.7::e1(3,1).
0.7::e1(3,3).
0.1::e1(2,2); 0.2::e1(1,1).
p00(3) :- e1(2,Z), not e1(Z,2).
p01(3) :- (e1(Z,Z), W is Z + 3, W < 5) ; (e0, e0, e1(X,X), X \= 3).
p10(X) :- X \== 2, e1(Z,Z), between(1,3,X), X < 1.
p11(2,Y) :- p11(3,X), between(1,3,Y).
p11(X,X) :- e0, p00(Y), e1(Y,2), between(1,3,X), \+ p01(1).
p11(X,Y) <- (p11(Z,Z), between(1,3,X), between(1,3,Y)) ; (p00(2), e1(Y,Y), p10(Z), between(1,3,X), T =.. [g, Y], T \== g(0)).
query(p01(2)).
