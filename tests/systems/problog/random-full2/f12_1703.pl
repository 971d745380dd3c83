0.7::e0.
0.75::e1(2,2).
0.2::e1(1,1); 0.3::e1(2,2); 0.3::e1(3,3).
p00 :- Z == 1, p01(Z,Z), p01(1,Z).
p00 :- (p01(X,Z), p00, e0, compare(O, X, 2)) ; (p01(2,1), \+ e0).
p00 <- (p00, e1(Y,X), X @>= 1, X @>= a) ; (p01(Z,X), e0, Z @=< 1, X @>= f(1)).
p01(X,Y) :- e1(3,Y), e0, p00, between(1,3,X), X @=< a, not e1(X,Y).
p01(2,X) :- e0, p01(X,X), compare(O, X, 2).
p10(X) :- p10(X), p00, e0, X @>= 2, X @>= 2.
P::p20(Y,Y) :- ((p01(Y,2), p00) ; (e1(Y,1), p10(Z))), P is Y / 4.
p20(X,X) :- e1(Z,Y), p10(2), between(1,3,X).
p20(3,3) :- e0.
query(p01(1,1)).
query(p01(Y,Y)).
query(e0).
query(e1(X,X)) :- between(1,2,X).
query(\+ e1(1,1)).
