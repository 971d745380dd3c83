0.9::e0(2).
0.3::e2(3).
e2(2).
0.3::e2(1).
p00(X) :- e0(2), e1(Z), p01(2), between(1,3,X).
0.1::p01(3) :- e1(X), p00(2), \+ e2(X).
p01(X) :- p00(Y), e1(Y), between(1,3,X), Y =\= 1.
0.9::p10(Y) :- p01(Z), between(1,3,Y), Y @< f(1).
0.3::p20(Y) :- e1(Z), between(1,3,Y), \+ e1(1).
p20(Y) :- (p10(Z), p21(Z), between(1,3,Y), Y == Z) ; (e1(Z), between(1,3,Y)).
0.7::p21(Y) :- p20(Z), p01(Z), e0(Z), between(1,3,Y).
P::p21(X) :- (p20(1), between(1,3,X)), P is X / 4.
query(p01(1)).
evidence(p20(3), true).
