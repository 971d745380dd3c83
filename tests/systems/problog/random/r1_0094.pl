0.2::e0(3).
0.6::e0(2).
0.7::e1(2).
e1(3).
0.2::e2.
p00(Y) :- e1(X), between(1,3,Y), Y \= 1, X =:= 2.
p01(Y,X) :- e0(2), between(1,3,X), between(1,3,Y), X \= 2.
p10 :- e2, e2, \+ e1(1).
p10 :- e0(Z).
p10 :- e0(X), X \= X, W is X + 2, W < 5.
query(p01(3,X)).
query(e0(Y)).
