:- use_module(library(lists)).
0.75::e0(3,3).
0.1::e0(1,1).
0.3::e0(1,1); 0.1::e0(2,2); 0.1::e0(3,3).
0.75::e1(1).
0.6::e2(3,2).
p00(X) :- e2(1,X), findall(V, e2(X,V), L), length(L, N), N >= 2, X >= 2.
p00(X) :- e2(Y,Y), e1(Y), e1(2), between(1,3,X), not e0(X,Y).
p10(Y) :- (e2(Y,X), e1(X)) ; (e2(Y,Z), e0(Y,Z), e2(Y,3), findall(V, p00(V), L), L = [], Z \== 1).
query(p00(Y)).
query(p00(1)).
