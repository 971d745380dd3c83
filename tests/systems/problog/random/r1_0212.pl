0.3::e0.
0.6::e1.
p00 :- e1, e1.
p00 :- e1, e1, e0.
p01(X,Y) :- e1, p00, p01(2,1), between(1,3,X), between(1,3,Y), X =\= 2, X >= 2.
p10(Y,Y) :- (e1, p10(3,Y), p01(Y,3), Y \= 3, Y >= 1) ; (e1, p10(2,3), between(1,3,Y), \+ p00).
query(p10(2,Y)).
query(p01(2,Y)).
evidence(p01(1,1), true).
