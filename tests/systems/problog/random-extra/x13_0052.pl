0.4::e0(1).
0.1::e0(3); 0.2::e0(1); 0.1::e0(2).
0.2::e1(3,1).
0.2::e1(2,2); 0.1::e1(1,1); 0.1::e1(3,3).
P::p00(Y,X) :- (e1(Z,1), p01, between(1,3,X), between(1,3,Y)), P is Y / 4.
0.7::p00(X,X) :- p01, p00(Y,2), between(1,3,X), W is X + 2, W < 5.
p00(Y,Y) <- p00(Y,2), \+ e1(Y,Y).
0.3::p01 :- e0(1), p00(X,Y), p01.
p01 :- p00(3,X), p00(X,X), X @< 3, T =.. [g, X], T \== g(0).
p10(X) <- p00(2,Z), e0(Z), between(1,3,X).
p10(X) :- e0(Y), e0(3), e1(Y,Y), between(1,3,X), call(e0, Y), call(p00, Y, 2).
0.4::p10(X) :- p01, between(1,3,X), call(p00, X, X), call(e1, X, 1).
query(e1(3,3)).
query(p01).
query(p00(1,3)).
evidence(e1(3,1), false).
