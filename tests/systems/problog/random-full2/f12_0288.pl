:- use_module(library(lists)).
0.4::e0(1,1).
0.6::e0(2,1).
0.3::e0(2,2); 0.3::e0(3,3).
0.8::e1(2,1).
e1(1,2).
0.2::e1(1,1); 0.3::e1(2,2).
0.75::e2(1).
p00(X,Y) :- e0(X,1), between(1,3,Y).
0.2::p00(Y,X) :- e0(Z,1), between(1,3,X), between(1,3,Y), not e0(1,Z).
p10(X) :- e0(2,Z), p10(X), findall(V, p00(2,V), L), length(L, N), N >= 2.
p10(X) <- e2(Z), p10(Z), p00(2,Z), between(1,3,X), \+ e0(X,Z).
query(p10(3)).
query(e0(2,3)).
query(e2(X)) :- between(1,2,X).
