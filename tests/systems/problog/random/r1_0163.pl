e0.
0.5::e1(1).
0.7::e1(2).
0.2::e1(3); 0.2::e1(1).
e2(3,2).
0.3::e2(2,2); 0.1::e2(3,3).
e3.
p00(X,X) :- e0, between(1,3,X).
0.6::p00(Y,X) :- e0, e3, between(1,3,X), between(1,3,Y), X =\= 1.
p10(Y,Y) :- (e1(Z), between(1,3,Y), \+ e3) ; (p11(3,X), p00(X,X), e0, between(1,3,Y), W is X + 2, W < 5).
p11(Y,Y) :- e3, between(1,3,Y), W is Y + 2, W < 5.
query(e3).
query(p00(2,Y)).
query(e2(X,X)) :- between(1,2,X).
