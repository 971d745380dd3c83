0.6::e0.
0.25::e1(2).
0.2::e2(2,2).
e2(2,3).
0.2::e2(1,3).
0.2::e2(3,3); 0.1::e2(2,2).
0.3::p00(X,X) :- p00(Z,2), between(1,3,X), Z = X.
p00(X,X) <- p00(Y,Y), between(1,3,X), \+ e1(Y), subquery(e1(3), Q), Q > 0.33.
p00(3,Y) :- e0, e2(2,Z), between(1,3,Y).
P::p01(X,X) :- (e2(Z,Y), e2(2,2), between(1,3,X), \+ e2(Z,Y)), P is X / 4.
p01(Y,X) :- Y \== 3, p01(Y,X).
p01(Y,Y) :- p01(2,3), between(1,3,Y).
p10(X) :- X == 1, p01(Z,Y), between(1,3,X), W is X + 2, W < 5.
p10(X) :- (e1(2), e0, p01(Z,Y), between(1,3,X)) ; (e1(Y), e0, between(1,3,X), \+ p00(1,Y), X \= 2).
query(e0).
query(\+ e0).
