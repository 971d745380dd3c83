0.3::e0(3); 0.2::e0(2); 0.3::e0(1).
0.5::e2.
p00(X) :- e0(X), e1(X), e0(Z), W is X + 2, W < 5, T =.. [g, Z], T \== g(0).
p01(Y) :- e2, between(1,3,Y).
P::p01(Y) :- (e2, between(1,3,Y)), P is Y / 4.
\+p01(X) :- e0(X).
p10(Y,Y) :- e1(Z), p01(Z), between(1,3,Y), W is Y + 3, W < 5, call(p01, Z).
p10(X,X) :- p00(Y), p11(1,Z), between(1,3,X), compare(O, X, 2), Z @>= 3.
P::p11(2,Y) :- (e2, between(1,3,Y)), P is Y / 4.
p11(X,X) :- p11(3,Y), e1(Y), p00(Y), between(1,3,X), X < 2, compare(O, X, 3).
query(p00(X)).
query(p11(2,X)).
evidence(p10(3,1), true).
