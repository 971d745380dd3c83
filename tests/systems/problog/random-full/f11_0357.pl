e0(1,2).
0.75::e0(3,2).
0.2::e1.
0.75::e2(1).
0.25::e2(2).
P::p00(Y,Y) :- (e0(Y,Y), e2(Y), not e0(Y,Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
p10(X) :- e2(Y), between(1,3,X), W is Y + 1, W < 5, X == Y.
p10(X) <- e1, p10(1), p10(2), between(1,3,X).
p10(3) :- e2(Y), Y = Y.
p20(X,X) :- e1, p21(2), between(1,3,X), X @=< 3, \+ e2(X).
p21(2) :- (p00(2,1), e2(Y), e2(X), \+ e0(Y,X), W is Y + 1, W < 5) ; (e2(3), p00(X,Y), e2(Z)).
0.3::p21(X) :- e2(3), p20(Y,X), W is Y + 3, W < 5.
query(e2(Y)).
query(p10(X)) :- between(1,2,X).
