0.9::e0(2).
0.3::e0(1); 0.1::e0(3); 0.2::e0(2).
0.2::e1.
0.7::e2(3).
0.1::e2(1); 0.1::e2(3).
p00(X,Y) <- X \== 3, p00(X,Z), e2(X), between(1,3,Y), call(e2, Z).
P::p00(Y,X) :- ((e2(Y), p00(Y,X), p00(Y,Y)) ; (e2(Z), between(1,3,X), between(1,3,Y))), P is Y / 4.
p00(Y,Y) <- e0(2), between(1,3,Y).
p10(2) <- e2(X), e1, p00(3,X).
0.75::p10(X) :- e2(Z), p00(Y,X), Y \== X.
p11(Y,X) :- p11(Y,2), between(1,3,X), Y @>= 2, T =.. [g, X], T \== g(0).
P::p11(X,Y) :- (p00(2,X), between(1,3,Y), W is Y + 1, W < 5), P is Y / 4.
0.5::p11(Y,Y) :- (e2(Z), between(1,3,Y), W is Z + 3, W < 5, Z < 2) ; (e0(2), p10(X), between(1,3,Y)).
p20(2,X) :- p11(Y,Z), between(1,3,X).
p21 :- e0(Y), p11(2,Y), e0(Y), Y \= Y, \+ e2(Y).
p21 :- e2(Y).
p21 :- p10(1).
0.1::p30(2) :- p30(Y), p30(Y).
p30(3) :- p11(X,Y), e0(2), \+ p00(Y,Y).
p30(X) <- (p10(Y), p21, between(1,3,X), Y =\= 2) ; (e2(Y), between(1,3,X)).
query(p10(3)).
query(p00(1,3)).
query(\+ e1).
