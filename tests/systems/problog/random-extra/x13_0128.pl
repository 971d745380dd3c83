0.6::e0(1).
0.6::e1(2).
0.3::e1(1).
0.3::e1(2); 0.2::e1(3).
0.2::e2(1,3).
e2(3,1).
e2(1,2).
p00 :- p00.
p10(X) :- (e0(3), p00, between(1,3,X)) ; (e1(3), between(1,3,X)).
p11(Y,Y) :- (e2(2,X), e1(X), between(1,3,Y), W is Y + 2, W < 5, \+ e1(3)) ; (e2(2,Z), e0(Z), between(1,3,Y)).
p11(X,Y) :- e1(1), between(1,3,X), between(1,3,Y), Y =\= 1, call(e0, X).
0.8::\+p11(2,Y) :- e1(Y).
p20(X,X) <- p20(Z,2), e1(Z), p20(2,2), between(1,3,X), not p10(Z), X @< f(1).
p20(Y,X) :- p20(Y,Z), p00, between(1,3,X).
\+p20(1,Y) :- e1(Y).
query(e0(Y)).
