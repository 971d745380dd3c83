0.5::e0(2,1).
0.3::e1(2).
0.1::e1(1).
0.2::e2(1).
0.2::e3(1).
0.1::e3(1); 0.2::e3(2).
P::p00(X) :- (e2(2), e2(2), between(1,3,X), call(e0, X, 2), X =\= 2), P is X / 4.
p00(Y) :- e1(X), between(1,3,Y).
p10(X,X) <- p10(Z,Y), between(1,3,X), not e2(Y).
p11(X) :- e2(X), e1(X), e0(Z,X).
P::p11(X) <- (p00(Z), e3(1), p11(Z), between(1,3,X)), P is X / 4.
0.1::p11(Y) :- p00(Y), p11(2).
query(e0(2,X)).
query(p11(3)).
query(p10(2,1)).
