0.5::e0.
0.9::e1.
0.25::e2.
p00(X,X) :- e0, p00(1,1), between(1,3,X).
P::p00(X,Y) :- (e2, between(1,3,X), between(1,3,Y), Y @=< f(1), X @=< a), P is Y / 4.
\+p00(X,X) :- e1, between(1, 3, X).
P::p01(Y) :- (e2, p01(X), e1, between(1,3,Y), W is Y + 3, W < 5), P is Y / 4.
p01(3) :- p01(1), e0, e0, T =.. [g, 3], T \== g(0).
p10(1) <- Y == 2, p00(Y,Z), e2, e2, \+ p01(Y).
\+p10(X) :- e2, between(1, 3, X).
0.2::p11(X) :- X == 2, e1, between(1,3,X), call(p01, X).
query(p01(3)).
