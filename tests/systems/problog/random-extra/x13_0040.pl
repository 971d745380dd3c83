0.6::e0(2,3).
e0(1,2).
0.2::e0(1,1); 0.3::e0(3,3).
0.1::e1(2,1).
0.25::e1(1,2).
0.2::e2.
P::p00(Y,3) :- ((p00(X,Z), between(1,3,Y), X @< f(1), W is Z + 2, W < 5) ; (e1(X,Z), e2, between(1,3,Y))), P is Y / 4.
p00(X,Y) :- e2, e0(Y,Y), between(1,3,X), W is X + 2, W < 5.
0.2::p00(X,X) :- e0(3,Y), e1(X,Y).
0.6::\+p00(X,X) :- e2, between(1, 3, X).
p10(Y) :- e0(Z,X), p10(2), e2, between(1,3,Y), subquery(e1(1,2), Q), Q > 0.33, subquery(e1(3,3), Q), Q > 0.33.
0.1::p10(2) :- e2, \+ e2.
p10(Y) <- e0(Z,Y), p00(Z,2), p10(Y).
query(p00(X,3)).
query(e1(1,1)).
query(p10(X)).
query(\+ e2).
