0.4::e0.
e1.
0.4::e2(1).
p00 :- e0, \+ e2(2).
p01(Y) :- e2(X), e1, e0, between(1,3,Y).
p01(2) :- e0.
p10(X) :- e1, e2(Y), p10(Y), between(1,3,X), Y >= 3, \+ p00.
p10(Y) :- (Y == 1, p10(3), p10(1), p01(X), between(1,3,Y), W is X + 1, W < 5) ; (e2(X), p10(2), e0, between(1,3,Y), W is X + 1, W < 5, Y < 2).
p10(X) :- (p00, between(1,3,X), W is X + 1, W < 5, X \= 2) ; (p00, between(1,3,X), W is X + 1, W < 5).
query(p10(3)).
query(e1).
query(e2(1)).
query(p10(X)) :- between(1,2,X).
evidence(p10(3), false).
