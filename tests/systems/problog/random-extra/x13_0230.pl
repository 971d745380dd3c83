:- use_module(library(lists)).
0.3::e0(3,1).
0.3::e0(1,1).
0.1::e0(3,3); 0.1::e0(1,1).
0.9::e1(2,2).
0.75::e1(3,3).
0.6::e2.
p00(Y) :- e0(Y,Y).
p00(3) :- e2.
p00(Y) :- e2, between(1,3,Y), findall(V, e0(Y,V), L), length(L, N), N >= 2.
\+p00(1) :- e2.
p10(Y) :- e1(2,X), between(1,3,Y), call(e0, X, Y).
p11(Y,3) :- e0(Z,Y), \+ e2.
query(p10(Y)).
query(e1(2,X)).
query(p10(X)).
