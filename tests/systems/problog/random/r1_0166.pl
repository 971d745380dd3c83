e0(2).
0.3::e0(3).
0.2::e0(1); 0.1::e0(3).
e1.
0.75::e2(2).
0.5::e2(1).
p00(X) :- (e1, between(1,3,X), X < 2) ; (e1, e0(2), between(1,3,X)).
p00(X) :- e1, e0(Z), e2(Z), between(1,3,X), X =:= 3, X =\= 1.
p00(X) :- e2(Y), e0(Y), e1, between(1,3,X), W is X + 2, W < 5.
p10(X,X) :- e0(Y), p10(Y,Y), between(1,3,X), Y == 1.
p10(Y,X) :- e1, p11, between(1,3,X), between(1,3,Y), \+ e2(Y).
p11 :- p11, e2(Y), p10(Y,Y), \+ e2(Y), Y =:= 2.
p11 :- (p00(X), p00(X), X \== X, W is X + 2, W < 5) ; (e2(Y)).
p11 :- e0(X), p00(Y), \+ e2(Y), X \= X.
query(e2(1)).
query(e1) :- between(1,2,X).
