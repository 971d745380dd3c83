:- use_module(library(lists)).
0.75::e0(1,2).
0.3::e0(3,2).
0.1::e0(1,1); 0.1::e0(3,3).
0.25::e1(2,3).
0.3::e1(1,1).
e1(1,2).
0.7::e2(3).
e3.
P::p00(X) :- ((e3, between(1,3,X), findall(V, e2(V), L), L \= []) ; (e0(3,Z), between(1,3,X), X >= 3, Z @< 3)), P is X / 4.
0.1::p10 :- e2(Z).
query(p00(2)).
query(e2(Y)).
query(e2(X)) :- between(1,2,X).
evidence(p00(3), true).
