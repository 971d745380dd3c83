e0.
0.1::e1(3,2).
e2(1).
0.2::e2(3); 0.2::e2(2).
0.25::e3(2).
0.2::e3(3); 0.2::e3(2); 0.2::e3(1).
p00(1) :- e0, e2(Y), e1(Y,Y).
p00(3) :- e1(Y,X), e1(Y,3), p00(X), \+ e2(X).
p01(Y) :- e1(Z,2), between(1,3,Y).
p01(X) :- e3(2), p01(Z), e0, between(1,3,X).
p10(X) :- e2(Z), e0, between(1,3,X), \+ e1(X,X).
p10(X) :- X == 1, p10(X), p01(1).
0.8::p10(Y) :- (e3(Y), Y < 1) ; (e3(1), between(1,3,Y), Y =:= 2).
query(p10(2)).
query(e1(2,3)).
query(e3(Y)).
query(p10(X)) :- between(1,2,X).
evidence(e2(1), false).
