0.1::e0(1,1).
0.9::e0(1,3).
0.5::e0(3,1).
0.4::e1(3).
e2(3).
0.2::e3(2).
p00(1,1) :- e1(X), e3(X), X =\= 1.
p00(3,X) :- e3(Z), between(1,3,X), \+ e1(3).
p01(Y,3) :- p01(Z,1), between(1,3,Y), Y \= Z.
p01(Y,X) :- e2(Z), e1(1), between(1,3,X), between(1,3,Y), \+ e2(X).
p01(Y,X) :- (p00(1,Y), between(1,3,X), X \== X, Y =\= 1) ; (e2(X), e1(X), p01(Y,X), Y >= 2).
p10(1) :- (e2(Z), p00(Z,Y), e1(Z), Y = 2) ; (e3(Y), Y >= 2).
0.5::p10(X) :- (p01(3,Y), e0(Y,X), p10(X), W is X + 3, W < 5) ; (e3(2), p00(Z,1), p00(3,1), between(1,3,X), \+ p01(Z,Z)).
query(e0(3,1)).
query(p10(X)).
query(p00(Y,Y)).
query(p01(X,X)) :- between(1,2,X).
evidence(e3(3), true).
