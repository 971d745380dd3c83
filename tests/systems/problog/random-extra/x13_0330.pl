0.75::e0(2,2).
0.75::e0(2,3).
0.8::e1.
0.3::e2(2,2).
p00(X,Y) :- (e2(Z,Y), e1, e2(X,2), \+ e0(1,Z)) ; (e2(Y,Z), between(1,3,X), Y =\= 2, W is Y + 1, W < 5).
p00(Y,X) :- e1, e1, between(1,3,X), between(1,3,Y), Y \== X, T =.. [g, X], T \== g(0).
p00(X,Y) :- p01(Z), between(1,3,X), between(1,3,Y), Y >= 2, call(e0, X, X).
p01(Y) :- p00(X,Z), e1, e1, between(1,3,Y), T =.. [g, Z], T \== g(0), W is Z + 3, W < 5.
0.8::\+p01(Y) :- e0(Y,2).
p10(Y) :- p10(X), between(1,3,Y).
p20(Y) :- p01(Y), \+ p01(Y), \+ e1.
0.25::\+p20(1) :- e1.
query(e1).
query(e1).
query(\+ p00(3,2)).
