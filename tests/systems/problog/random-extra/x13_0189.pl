e0(2).
0.3::e0(2); 0.2::e0(1); 0.1::e0(3).
e1(3).
e1(2).
0.7::e2.
p00 :- (p01(Y,2)) ; (e0(X), e2, e1(3)).
0.3::\+p00 :- e1(3).
p01(X,X) :- Y \== 1, p01(1,Y), p01(Y,Y), p01(Z,Y), between(1,3,X), subquery(e1(1), Q), Q < 0.33.
p10(Y,1) :- e2, e2, between(1,3,Y), call(e0, Y).
0.5::\+p10(X,X) :- e0(X).
p11(Y) <- e2, p01(X,2), between(1,3,Y).
query(p11(Y)).
query(p10(X,X)) :- between(1,2,X).
evidence(e2, false).
