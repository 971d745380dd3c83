0.75::e0.
0.25::e1(1,1).
p00(X) :- p00(Z), between(1,3,X), W is Z + 1, W < 5, T =.. [g, X], T \== g(0).
0.25::p01(Y,X) <- e1(Z,3), p00(Z), between(1,3,X), between(1,3,Y).
p01(Y,2) :- (p01(Y,X), X @>= a, X @=< f(1)) ; (p01(X,Z), p01(2,Z), between(1,3,Y), \+ e0, \+ e1(1,Y)).
p10(1) :- Z \== 2, p01(Z,2), p01(1,Z).
p20(3) <- p21(Y), p00(Y), p10(Y).
0.2::p20(X) :- p10(X), p01(2,X), p21(Z), \+ e1(Z,Z).
p20(X) :- e1(3,1), p10(X).
P::p21(X) :- (p21(Z), between(1,3,X)), P is X / 4.
p21(X) :- p00(X), e1(X,Y), p00(3), Y =:= 3.
p21(Y) :- p20(X), e1(1,X), p10(X), between(1,3,Y), call(e1, X, Y).
query(p10(X)).
query(p10(X)).
evidence(p10(3), true).
