0.8::e0(1,3).
0.7::e0(2,1).
0.3::e0(2,2); 0.3::e0(1,1).
0.8::e1(1,3).
0.2::e1(3,1).
e2.
0.3::p00(Y) :- p00(Z), e1(Y,X), e1(X,Y).
p00(1) :- X \== 2, e2, p00(X).
p01(Y,X) :- p00(X), between(1,3,Y).
0.1::\+p01(X,1) :- e1(X,2).
p10(X) :- p00(Z), e0(Z,Z), between(1,3,X).
0.2::\+p10(X) :- e1(X,1).
p11 :- p01(X,Y), p10(Y), Y =:= 1, compare(O, X, 1).
query(p10(Y)).
query(p10(Y)).
query(p10(Y)).
query(\+ p01(3,1)).
evidence(p11, false).
