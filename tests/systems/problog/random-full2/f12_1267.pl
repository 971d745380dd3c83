0.1::e0(2,3).
0.1::e0(3,3); 0.2::e0(2,2).
e1(2,1).
0.1::p00(X,X) :- p00(1,Y), p00(1,Y), e1(Y,Y), between(1,3,X).
0.4::p00(Y,X) :- p00(3,1), e1(Z,2), between(1,3,X), between(1,3,Y), Z < 2.
p10(Y) :- e0(1,X), p10(2), between(1,3,Y), call(e1, 2, X), T =.. [g, X], T \== g(0).
P::p10(X) :- ((e0(Z,3), between(1,3,X)) ; (p10(Z), between(1,3,X))), P is X / 4.
query(e0(2,1)).
query(e0(X,3)).
query(e0(X,1)).
query(e0(X,X)) :- between(1,2,X).
query(\+ p10(3)).
evidence(p10(3), true).
