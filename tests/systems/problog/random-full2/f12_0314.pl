0.6::e0.
0.3::e1(2,2); 0.1::e1(3,3).
0.1::e2(1).
0.7::e2(2).
0.6::e2(3).
0.2::e2(2); 0.3::e2(1).
p00(X,2) <- p00(Y,Z), p01(Y), between(1,3,X).
p00(3,X) <- (e0, p00(3,X), \+ e0) ; (e2(Z), e0, e2(Z), between(1,3,X)).
p00(X,Y) :- p01(Y), p00(X,Y), e1(Y,Y), Y =:= 2.
0.7::p01(Y) :- e0, p00(1,X), p01(2), between(1,3,Y).
p01(X) :- (p01(Z), between(1,3,X)) ; (X \== 3, p01(Y), e2(Z), between(1,3,X), T =.. [g, Z], T \== g(0)).
P::p10(Y) :- ((e1(3,X), p00(X,2), between(1,3,Y)) ; (p01(X), p00(X,X), between(1,3,Y), call(e2, X))), P is Y / 4.
p10(Y) :- p00(Y,X).
query(p00(1,Y)).
query(p10(1)).
query(p01(X)) :- between(1,2,X).
