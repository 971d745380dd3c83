0.9::e0(2).
0.75::e1(3).
p00 :- e0(X), e0(2).
0.7::p00 :- p01(Y,2), p00, e1(Y).
p00 <- (p01(3,Z), e1(Z), p01(Z,2)) ; (e0(1), e0(X), T =.. [g, X], T \== g(0)).
P::p01(X,Y) :- (e0(X), e1(X), between(1,3,Y), call(e1, X), X == Y), P is Y / 4.
p10(X,X) <- p10(Z,Y), between(1,3,X).
p10(X,Y) :- (p10(Y,2), between(1,3,X), X @>= a, Y @=< f(1)) ; (e1(Y), between(1,3,X), call(e0, Y)).
query(p00).
query(e0(1)).
query(e0(1)).
