:- use_module(library(lists)).
0.25::e0(3).
0.1::e0(2).
e1(2,3).
0.9::e1(3,1).
0.4::e1(3,2).
e2(2,2).
0.25::e2(1,2).
p00(3) :- e0(Y), e0(Z), call(e0, 2).
p00(1) :- e2(Z,X), e2(X,X).
0.3::p10(X,Y) :- (e2(2,Y), e1(Y,2), e1(3,Y), between(1,3,X), \+ e1(Y,Y)) ; (p11(X), p00(X), e0(Y)).
0.6::p10(3,X) :- p10(3,2), e1(Y,X), e1(X,X), \+ e2(Y,Y).
p10(Y,Y) :- (Y == 1, p10(3,3), e2(Y,Z), findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2) ; (p00(Y), p10(1,Z), e2(2,Z), Z < 3, call(e2, Y, 2)).
p11(1) :- p10(3,Y), Y @=< f(1).
0.3::\+p11(X) :- e2(X,3).
query(e1(Y,X)).
query(p00(Y)).
