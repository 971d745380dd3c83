0.6::e0.
0.7::e1(2).
0.2::e1(3); 0.2::e1(1); 0.3::e1(2).
e2(1,3).
0.2::e2(1,1); 0.3::e2(2,2); 0.3::e2(3,3).
0.8::e3.
p00(Y) :- e2(2,X), e1(X), e3, between(1,3,Y).
p01(X,Y) :- e1(X), between(1,3,Y), Y >= 2, compare(O, Y, 1).
p01(X,3) :- p00(X), e1(X), e0.
0.9::p01(Y,X) <- (e2(1,X), p00(Y), p01(X,X), W is X + 3, W < 5) ; (e3, p01(1,Y), between(1,3,X), compare(O, X, 3)).
p10(Y) :- p01(X,Z), between(1,3,Y), Z = Y.
p10(X) :- Z == 1, p10(Z), p11(X).
p10(X) :- e1(X), e2(X,X), \+ e0.
P::p11(Y) :- ((p01(X,X), e1(Z), between(1,3,Y), \+ p00(Z)) ; (p10(X), p01(X,2), p01(2,2), between(1,3,Y), X @< a)), P is Y / 4.
p11(Y) :- p10(Z), e1(Z), e3, between(1,3,Y).
p20(Y) :- p00(3), p20(Z), e0, between(1,3,Y), not p00(Y).
query(e2(2,X)).
query(e3).
evidence(e3, false).
