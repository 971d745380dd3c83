e0(3).
0.3::e0(2).
p00(X,Y) :- p00(X,Z), p00(1,1), between(1,3,Y), \+ e1(2,Y).
p00(X,3) :- X == 1, p01, p01, between(1,3,X), \+ e1(X,3).
p01 :- (p00(1,Z), p01) ; (p00(X,3), p00(2,X), p00(X,X), W is X + 1, W < 5, \+ e1(X,3)).
p10(X) :- e1(X,1), \+ p01, X = X.
p10(2) :- p00(X,Y).
query(e1(X,2)).
query(p00(3,3)).
query(p00(X,1)).
query(p00(X,X)) :- between(1,2,X).
evidence(p00(1,3), false).
