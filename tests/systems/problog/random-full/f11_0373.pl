0.3::e0(3).
0.3::e0(3); 0.3::e0(1); 0.1::e0(2).
0.3::e1(2); 0.1::e1(1); 0.1::e1(3).
P::p00(Y,X) <- (e0(Z), between(1,3,X), between(1,3,Y), \+ e0(Y), X \= Y), P is Y / 4.
p00(3,1) :- e1(Z), \+ e1(Z), Z @=< 2.
p00(X,3) :- (e1(X), X < 1) ; (Y == 2, e1(Y), p01(Z), e1(2), between(1,3,X), Y >= 2).
p01(Y) :- (e0(Y), e1(Z), Z =\= 1, T =.. [g, Z], T \== g(0)) ; (e0(X), e1(X), p01(3), between(1,3,Y), T =.. [g, Y], T \== g(0), W is Y + 1, W < 5).
p01(1) <- e1(2), not e0(2), T =.. [g, 2], T \== g(0).
P::p10(Y) :- (p10(X), e1(X), e0(X), between(1,3,Y), Y = X), P is Y / 4.
p10(Y) :- (p01(Z), p00(3,Z), between(1,3,Y), Y \= 1) ; (p01(3), p00(Y,Z), p00(Z,Z), W is Z + 2, W < 5, T =.. [g, Y], T \== g(0)).
p11(1,Y) :- e1(Z), p01(2), between(1,3,Y), Y \== Y.
p11(X,Y) :- e0(3), p10(Z), p00(2,X), between(1,3,Y), T =.. [g, Y], T \== g(0).
query(e0(1)).
query(p00(X,2)).
query(e0(2)).
evidence(p00(3,2), false).
