0.25::e0(2).
0.3::e0(2); 0.1::e0(1); 0.3::e0(3).
e1(2,1).
0.1::e1(3,3).
e1(1,1).
0.3::e1(3,3); 0.1::e1(2,2); 0.2::e1(1,1).
0.75::e2(3,3).
0.7::e2(2,3).
p00(X) :- p00(X), not e2(X,X), compare(O, X, 3).
P::p00(Y) :- (p00(3), e1(Y,1), p01(Y,2), Y >= 1, \+ e1(Y,Y)), P is Y / 4.
p00(Y) :- p00(X), e2(X,2), e1(1,X), between(1,3,Y), not e0(Y), compare(O, X, 1).
p01(Y,X) :- e1(1,X), e0(X), e0(X), between(1,3,Y).
p01(X,Y) :- e2(X,3), p00(3), e1(X,2), between(1,3,Y).
0.9::p10(Y) :- e1(1,Z), between(1,3,Y), Y =\= 3, W is Y + 2, W < 5.
P::p10(X) :- (p10(X), p00(X), e1(Z,1)), P is X / 4.
p10(X) <- p00(3), between(1,3,X).
0.1::p11(X) :- e1(Z,2), p10(3), e0(Z), between(1,3,X).
P::p20(Y,X) <- (Z \== 3, p01(Y,Z), p01(2,Z), between(1,3,X), Y == Y), P is Y / 4.
P::p20(Y,Y) <- (p10(1), p00(Z), e1(X,Z), between(1,3,Y)), P is Y / 4.
p20(X,X) :- e1(X,Y).
p30 <- p30.
p30 :- e0(3), \+ e0(3), T =.. [g, 2], T \== g(0).
query(p10(3)).
query(p01(2,X)).
query(p01(X,X)) :- between(1,2,X).
evidence(p10(3), false).
