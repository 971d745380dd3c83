0.2::e0(2,3).
0.75::e0(3,2).
0.7::e0(3,1).
0.6::e1(3,1).
0.6::e1(1,2).
e2.
0.9::p00(Y) :- (e1(X,1), e2, between(1,3,Y), \+ e1(X,Y)) ; (e2, e1(1,3), e0(Z,X), between(1,3,Y)).
p00(Y) :- e2, e1(X,X), e1(X,Y).
0.9::p10(3,X) :- e1(Y,Y), between(1,3,X).
0.2::\+p10(Y,Y) :- e1(Y,3).
p11(Y) <- p11(Z), e1(X,Z), e1(X,Y).
p11(Y) :- e1(X,X), p10(2,X), e0(X,X), between(1,3,Y), compare(O, X, 2).
\+p11(Y) :- e1(Y,2).
p20 :- e2, subquery(p10(1,3), Q), Q > 0.33, T =.. [g, 1], T \== g(0).
0.1::p20 :- p11(2), p10(Y,1).
p20 :- p11(Z), e2, Z == Z, subquery(e1(2,2), Q), Q > 0.33.
p21(X) :- p20, between(1,3,X), subquery(e0(1,2), Q), Q > 0.33.
P::p21(X) :- (p00(Z), between(1,3,X), \+ e0(1,X), \+ e1(X,X)), P is X / 4.
0.5::p21(3) :- e2, p00(X), p21(X), \+ e1(X,X).
0.25::\+p21(X) :- e2, between(1, 3, X).
p30 <- Y \== 2, p30, p00(Y), p31(Y), not p11(Y).
\+p30 :- e0(2,1).
p31(Y) :- p11(Z), between(1,3,Y).
p31(3) :- p10(X,Z), p11(X), p11(X).
\+p31(X) :- e2, between(1, 3, X).
query(p30).
query(p30).
query(\+ p11(2)).
