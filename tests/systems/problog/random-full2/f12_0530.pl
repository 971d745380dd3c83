0.75::e0.
0.3::e1(2).
0.9::e1(3).
0.7::e2(2,1).
0.3::e2(3,3); 0.1::e2(2,2); 0.2::e2(1,1).
0.1::e3(1,1); 0.2::e3(2,2).
p00(X) :- (e1(Y), between(1,3,X)) ; (e2(Y,Z), e1(Z), p01(Y), between(1,3,X)).
P::p01(X) <- (e1(Z), e3(3,1), between(1,3,X)), P is X / 4.
P::p10(Y,1) :- (p01(X), p10(Z,2), between(1,3,Y)), P is Y / 4.
p10(X,Y) :- p10(Y,Z), between(1,3,X), \+ p00(Z).
0.3::p10(X,3) :- X \== 2, e3(Y,Y), between(1,3,X).
p11(3,1) :- Z \== 3, p11(Z,X), e1(Z), T =.. [g, X], T \== g(0).
p20(Y) :- e1(X), p00(X), between(1,3,Y), call(p00, Y).
P::p21(1,Y) :- ((p01(X), between(1,3,Y), Y = Y) ; (p11(X,Y), e1(X), call(e2, X, 3))), P is Y / 4.
p21(2,2) :- e3(X,2), e2(X,X), e1(X).
query(e0).
evidence(p01(1), false).
