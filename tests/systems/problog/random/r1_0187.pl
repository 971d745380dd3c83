e0.
0.75::e1(1).
e1(2).
0.8::e1(3).
p00(2) :- e2(Y), \+ e1(Y), W is Y + 1, W < 5.
p00(X) :- (e0, between(1,3,X), X =\= 2, X == X) ; (p00(3), e1(Y), between(1,3,X)).
p10(X) :- p00(X), p10(X), e1(X), \+ e0, X \= 1.
0.2::p10(Y) :- Y == 2, p10(Y).
p10(X) :- (e0, between(1,3,X)) ; (e1(Y), e0, e0, between(1,3,X)).
p20 :- p10(1).
0.5::p30(X,Y) :- (e1(X), p20, p00(2), between(1,3,Y), \+ p10(2)) ; (e0, between(1,3,X), between(1,3,Y), \+ p10(X)).
query(p20).
query(p30(1,Y)).
evidence(p30(1,2), true).
