0.8::e0(1).
e0(2).
0.1::e0(3); 0.1::e0(1); 0.1::e0(2).
0.9::e1(2).
0.7::e1(1).
0.2::e2(3,3).
0.1::e2(3,2).
0.7::p00(3) :- (p00(Y), W is Y + 1, W < 5) ; (p00(Y), e1(Z)).
\+p00(2) :- e1(1).
0.8::p10(3) :- p00(X), p10(3), subquery(p00(2), Q), Q < 0.33, not e0(2).
p10(X) :- e1(Z), e0(Z), between(1,3,X), call(p00, X).
P::p10(Y) :- (e2(X,X), p10(Z), between(1,3,Y), W is X + 2, W < 5), P is Y / 4.
p11(Y) <- e2(X,X), p00(X), p00(X), between(1,3,Y), \+ p00(X).
p11(Y) :- p00(2), between(1,3,Y).
query(e2(2,3)).
evidence(p10(1), false).
