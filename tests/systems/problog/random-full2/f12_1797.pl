0.8::e0(3,3).
0.6::e0(1,3).
0.75::e0(3,2).
0.8::e1(3,1).
e1(1,3).
e2(2).
0.6::e2(1).
0.25::e3(2,2).
p00(X) :- (p00(X), e1(Z,X), T =.. [g, X], T \== g(0), Z >= 1) ; (Y == 1, p00(Y), between(1,3,X)).
0.3::p00(X) <- e2(2), between(1,3,X), W is X + 3, W < 5, call(e0, X, X).
0.25::p00(X) <- e1(Z,X), X @< a, W is X + 1, W < 5.
p10(Y,Y) :- e2(3), e0(Z,Z), e2(X), between(1,3,Y).
p11(Y,X) :- (p00(Z), between(1,3,X), between(1,3,Y), \+ e1(Z,Y), Z = 2) ; (p11(X,X), p10(3,X), e3(1,Z), between(1,3,Y)).
p11(Y,Y) :- (p10(2,Z), between(1,3,Y)) ; (p00(1), e1(X,Y), \+ e1(Y,2)).
query(e3(Y,Y)).
query(p11(X,1)).
evidence(e3(2,1), true).
