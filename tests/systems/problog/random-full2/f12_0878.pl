0.3::e0(1,1); 0.2::e0(2,2).
0.75::e1(1,2).
e1(1,1).
0.8::e2(1).
0.1::e2(2); 0.2::e2(3); 0.1::e2(1).
0.6::e3.
p00(X,Y) :- e3, e3, between(1,3,X), between(1,3,Y), W is Y + 2, W < 5, not e1(Y,Y).
p00(2,X) :- (X == 2, e3, e1(X,Y), T =.. [g, X], T \== g(0)) ; (e3, p00(Z,X), p00(1,Z), \+ e0(X,X)).
p00(Y,X) :- e0(Y,1), e2(X), X == 1.
p10(X) <- e2(Y), between(1,3,X), Y == Y.
p10(3) :- p00(Z,Z), e0(Z,Z), \+ e1(Z,Z), \+ e3.
p20(X) :- (p00(X,X), W is X + 1, W < 5) ; (p00(Z,X)).
p20(X) :- e2(3), e0(2,Y), e0(Y,X).
query(e0(2,1)).
query(p10(1)).
query(p00(1,X)).
query(p20(X)) :- between(1,2,X).
