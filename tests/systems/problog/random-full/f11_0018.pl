0.4::e0.
0.9::e1.
p00(3,Y) :- p00(2,Y), Y @< 3.
p00(X,2) <- p01(Y), p00(Z,3), between(1,3,X), Z \= X, Z >= 1.
p00(X,Y) :- (p01(X), between(1,3,Y)) ; (p01(X), p00(X,X), between(1,3,Y), \+ e0, X @=< f(1)).
p01(2) <- e0, e1, e1.
0.3::p10(X) <- (p10(X), e1, \+ e0) ; (p10(Z), p10(X), p10(Z)).
P::p10(X) :- (p01(X), e1, p01(Z)), P is X / 4.
p10(X) :- p01(X), p01(1), e0.
p20(Y) :- p20(3), p10(X), between(1,3,Y), \+ p10(Y).
P::p20(Y) <- (p20(3), p01(X), p10(1), between(1,3,Y)), P is Y / 4.
query(p10(2)).
