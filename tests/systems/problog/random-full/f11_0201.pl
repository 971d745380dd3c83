:- use_module(library(lists)).
0.3::e0(2).
e0(1).
0.5::e0(3).
e1(3).
0.6::e1(1).
0.2::e2(2).
0.3::e2(1); 0.1::e2(3); 0.2::e2(2).
0.8::p00(X,1) :- e0(Z), between(1,3,X).
p10(Y) :- X \== 3, p11(X,2), p10(2), p10(X), between(1,3,Y).
p11(X,Y) :- (p11(X,3), between(1,3,Y)) ; (e0(2), between(1,3,X), between(1,3,Y)).
p11(2,Y) :- e0(X), e0(1), e0(X), between(1,3,Y), X \== X.
p11(Y,3) :- p10(X), e0(X), p10(X), between(1,3,Y), \+ e1(X).
p20(Y) :- e1(2), p21(3,Z), between(1,3,Y), Y =\= 2.
p20(Y) :- (e2(Z), e0(Z), e2(Z), between(1,3,Y), Y \== Y, findall(V, e0(V), L), L = []) ; (p11(Z,Z), e0(1), between(1,3,Y)).
p21(X,X) :- p20(X).
p21(X,Y) :- p10(2), e1(X), p10(X), between(1,3,Y).
p21(Y,Y) :- e2(1), p11(Z,2), between(1,3,Y).
query(e1(1)).
query(p20(X)).
query(e2(3)).
query(\+ p21(1,1)).
