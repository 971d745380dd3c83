0.25::e0(1).
0.6::e1(1,1).
0.5::e1(3,3).
e1(3,2).
0.1::p00(Y,X) :- (e0(X), e1(1,X), between(1,3,Y), \+ e2(3)) ; (p00(Y,Y), p00(2,3), p00(Y,2), between(1,3,X), \+ e0(1)).
p00(Y,X) :- p00(3,X), e1(Y,X).
p00(X,Y) :- e2(2), e1(Y,Y), p00(Y,Y), between(1,3,X).
p10(1,Y) :- p10(X,3), p10(X,3), p00(X,X), between(1,3,Y), call(e1, X, 3).
p10(Y,Y) :- (e0(X), e1(1,1), e1(1,X), between(1,3,Y), \+ e2(Y), X @=< a) ; (p00(X,1), p00(1,X), p10(X,X), between(1,3,Y), X >= 3).
p20(X) <- e0(X).
p20(X) :- p20(X), X @=< 2.
query(p10(3,X)).
query(p00(X,Y)).
