0.7::e0(3,1).
0.5::e0(2,2).
0.2::e0(3,3); 0.3::e0(2,2).
0.9::e1.
P::p00(Y,X) :- (p01(Y), e1, p00(1,Y), between(1,3,X), compare(O, X, 1), not e0(Y,1)), P is Y / 4.
p00(Y,3) :- e0(Y,2), e0(1,1).
p01(1) <- p01(Z), p00(Z,Z), p00(Z,Z).
P::p10(Y) :- (p10(2), between(1,3,Y), W is Y + 1, W < 5), P is Y / 4.
p10(Y) :- e1, e0(X,X), e1, between(1,3,Y), call(p00, X, X).
p10(3) :- p01(Y), p11(1,Y), p01(Y).
0.6::\+p10(Y) :- e0(Y,1).
P::p11(X,Y) :- (p00(Z,Y), p11(Y,2), between(1,3,X)), P is Y / 4.
p11(Y,Y) :- p01(Y), W is Y + 1, W < 5, Y == Y.
\+p11(2,X) :- e1, between(1, 3, X).
0.6::p20(Y) :- (e0(3,1), p01(Z), between(1,3,Y), subquery(p01(2), Q), Q > 0.33, \+ e1) ; (p01(Z), between(1,3,Y), \+ p01(Y)).
P::p20(X) :- (p01(Y), p10(Y), between(1,3,X), not p11(X,Y)), P is X / 4.
query(p20(1)).
