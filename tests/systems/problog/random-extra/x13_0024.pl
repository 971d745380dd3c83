:- use_module(library(lists)).
0.8::e0(2).
0.4::e1(1,1).
e1(1,2).
0.5::e1(1,3).
0.1::e2(3,2).
p00(X) :- (e1(X,Z), p00(Z), \+ e2(2,X)) ; (e2(Y,Y), between(1,3,X), findall(V, e1(X,V), L), L = [], \+ e1(X,3)).
p01 :- (e2(Y,X), e2(Y,X)) ; (p01, p01, not e0(1)).
0.6::\+p01 :- e1(3,1).
p10(Y,Y) :- (e0(1), p01, e0(Y)) ; (e2(Z,3), p00(Z), between(1,3,Y)).
p11(X,Y) :- X == 2, p11(Y,X).
\+p11(Y,1) :- e0(Y).
p20(Y,X) :- e0(Y), e2(3,Y), between(1,3,X), W is Y + 3, W < 5.
0.3::\+p20(Y,2) :- e1(Y,3).
p30(X) <- p10(Y,2), p00(Z), between(1,3,X), \+ p10(2,X).
query(e2(X,1)).
query(p01).
query(e0(X)) :- between(1,2,X).
query(\+ e1(2,2)).
evidence(p01, true).
