0.4::e0.
0.2::e1(1).
0.1::e2(2); 0.2::e2(3); 0.2::e2(1).
P::p00(X,Y) :- (p00(Z,1), p00(Z,2), e2(Z), between(1,3,X), between(1,3,Y)), P is Y / 4.
p00(X,Y) :- e0, e1(3), e0, between(1,3,X), between(1,3,Y), compare(O, X, 1).
p00(1,X) :- e1(Y), p00(2,Y), e2(Y), between(1,3,X), \+ e2(2).
p10(Y,X) :- e1(3), between(1,3,X), between(1,3,Y), X =\= 3.
P::p11(X) :- ((e0, between(1,3,X), W is X + 3, W < 5) ; (e1(Y), between(1,3,X))), P is X / 4.
P::p11(Y) :- (e1(1), between(1,3,Y), call(p00, 1, Y)), P is Y / 4.
p11(3) :- p00(Z,Z), e1(3), e2(X), X =\= 1.
p20(Y) <- e0, e0, between(1,3,Y), not p00(Y,2).
p20(3) :- Y \== 1, e1(Y), e0, call(p00, Y, 2).
p30(X,Y) :- p30(Z,2), between(1,3,X), between(1,3,Y), W is Y + 1, W < 5, W is Z + 2, W < 5.
p30(X,3) :- p10(Y,X).
p30(Y,Y) :- e1(2), e1(2), e0, between(1,3,Y), call(e2, 1).
query(e0).
query(p00(X,Y)).
query(e0).
query(e2(X)) :- between(1,2,X).
evidence(e2(3), false).
