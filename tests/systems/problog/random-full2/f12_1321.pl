e0(3,1).
0.2::e0(3,3); 0.1::e0(1,1); 0.2::e0(2,2).
e1(3,1).
e1(2,1).
0.4::p00(3) <- (e0(Y,Y), compare(O, Y, 3), \+ e0(1,1)) ; (e1(Z,Z)).
p00(X) <- e1(Y,Y), e0(1,Z), between(1,3,X), not e1(2,Z).
p10(Y) :- (e0(X,3), p00(X), e0(X,2), between(1,3,Y), \+ e1(3,X)) ; (p10(Y), e0(3,Y), \+ p00(Y)).
p10(Y) :- Y \== 3, e0(Y,1).
p10(Y) :- e0(X,2), between(1,3,Y), call(p00, 3).
p20(X) :- (p20(Z), p00(Z), between(1,3,X), W is Z + 3, W < 5) ; (e1(X,Z), p10(X), e0(X,Z), call(e0, Z, Z), call(e0, X, X)).
0.1::p20(X) :- p20(Z), e1(2,Z), between(1,3,X), call(e1, 2, 3), compare(O, X, 1).
p20(2) :- p00(Y), compare(O, Y, 1).
p30(X) :- p30(Z), e1(Y,1), e0(Z,2), between(1,3,X), X >= 1.
p30(2) <- p30(3), e1(X,X), p10(Z).
p30(X) :- p30(Z), between(1,3,X).
query(p20(1)).
query(p10(2)).
