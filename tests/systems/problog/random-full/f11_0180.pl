0.75::e0(1).
e1.
0.25::e2.
P::p00(Y,3) :- ((p00(Y,2), p00(X,Y), e0(Y), not e0(2), X < 1) ; (e1, p00(X,Z), between(1,3,Y))), P is Y / 4.
0.4::p01 :- (p00(Z,3), \+ e2) ; (p00(2,3)).
p01 :- p00(3,Y), e0(X), e0(Y), call(e0, Y), Y = Y.
p10 :- p00(Y,2), e0(2), Y < 3, \+ e1.
p10 :- (p11(X), p11(X)) ; (p00(X,Y), e1, e0(Z), \+ e2, W is Z + 3, W < 5).
p10 <- (e0(Z), p01, p10) ; (p01, e0(Z), p11(X)).
p11(X) :- e1, p11(X), T =.. [g, X], T \== g(0).
p20(Y) :- (e1, p00(Y,Z), p10, not p00(Z,Y), not p00(Z,Y)) ; (e1, between(1,3,Y)).
p30(X) :- p20(Y), between(1,3,X).
p30(1) :- (e2, e1, T =.. [g, 2], T \== g(0)) ; (e0(2), e0(3), e0(Y)).
p30(X) :- Y \== 2, e0(Y), between(1,3,X), call(e0, 3).
query(e0(Y)).
query(e2).
query(e0(X)).
query(p00(X,X)) :- between(1,2,X).
