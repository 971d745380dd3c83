0.25::e0(3).
e1(3).
0.6::e1(1).
e2.
e3(1,1).
0.1::e3(1,1); 0.1::e3(3,3).
P::p00(2,Y) :- (e3(2,X), between(1,3,Y), \+ e0(Y), Y < 3), P is Y / 4.
p01 :- e3(Y,2), \+ e1(3), Y = Y.
p01 :- e3(X,Y), Y =:= 1, \+ e1(Y).
p01 :- p01, e1(3).
p10(X) :- e3(Z,2), between(1,3,X), W is Z + 3, W < 5, W is X + 1, W < 5.
query(p01).
query(e3(X,X)) :- between(1,2,X).
evidence(p01, true).
