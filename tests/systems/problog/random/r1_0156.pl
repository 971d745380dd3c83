0.4::e0(2).
0.75::e0(1).
0.2::e1.
p00(X) :- X == 2, e1, between(1,3,X), \+ e1.
p01 :- p01, e1, \+ e1.
p10(1,Y) :- (p00(Y), e1, Y >= 3) ; (p01, e1, between(1,3,Y)).
p10(3,Y) :- p10(X,2), between(1,3,Y).
query(p01).
query(p00(1)).
