e0(3,1).
0.3::e0(1,1); 0.2::e0(2,2); 0.2::e0(3,3).
0.75::e2(1).
e3(1,1).
0.5::e3(2,3).
e3(2,2).
p00 :- e1(Z), Z @=< f(1).
p00 :- p00, e2(X), not e2(X).
p01(Y) :- e2(Y), e1(Y).
p01(Y) :- e1(Y), e0(Z,2), e1(Z).
p01(X) :- e2(3), between(1,3,X), X < 2, subquery(e0(1,3), Q), Q < 0.33.
p10(Y,2) :- (Y == 2, p00, e3(X,Z), p00, between(1,3,Y), \+ e0(3,2)) ; (e3(2,Z), e3(Z,X), between(1,3,Y)).
P::p10(X,X) <- (p00, between(1,3,X), compare(O, X, 1)), P is X / 4.
0.2::p10(Y,X) :- p00, e1(3), e0(Z,X), between(1,3,Y), Y @< 1.
p11 :- (e2(X), p00, T =.. [g, X], T \== g(0)) ; (p10(X,Z), p01(2), e2(Y)).
query(p11).
query(p00).
query(e2(X)).
query(\+ e2(3)).
