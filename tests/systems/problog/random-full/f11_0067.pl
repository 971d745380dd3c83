0.8::e1(3).
0.6::e1(2).
p00(1,X) :- e0(Z), p00(3,Z), p00(1,Z), between(1,3,X).
p10(X,X) :- e1(3), p10(X,X).
p10(X,Y) :- (e0(2), e0(X), between(1,3,Y), Y >= 3, W is X + 2, W < 5) ; (p00(Y,X), \+ e1(X)).
query(p00(Y,Y)).
query(p10(1,Y)).
