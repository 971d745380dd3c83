0.75::e0(3).
p00(3,Y) :- p00(X,Y), e0(1).
P::p10(Y,3) :- (p11(Y), Y \== Y, not p00(Y,1)), P is Y / 4.
0.75::p11(X) :- e0(X), X @< 3.
0.25::p11(X) :- e0(2), p11(Y), p10(Y,Y), between(1,3,X).
p20(X,Y) <- (e1(Z), p11(Z), between(1,3,X), between(1,3,Y), \+ p00(2,Y), Z \== X) ; (p00(Z,X), p00(X,Y), X @=< f(1)).
query(p11(X)).
query(e1(2)).
