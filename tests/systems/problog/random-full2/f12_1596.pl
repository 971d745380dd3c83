e0.
e1(3).
0.4::e1(2).
0.75::e1(1).
0.9::e2.
0.75::e3.
p00 :- e1(X), X \= 3.
p00 :- e2.
p00 :- e0, e1(3), p00.
p10(Y) :- (e1(Z), between(1,3,Y), Z == Z) ; (e1(X), e3, e0, between(1,3,Y)).
query(p10(X)).
query(p00).
