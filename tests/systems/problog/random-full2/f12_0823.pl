:- use_module(library(lists)).
e0(1,3).
e0(2,3).
0.3::e0(1,1); 0.3::e0(2,2).
0.75::e1(3).
p00(Y,2) :- e0(3,Y), e0(Y,Y), e1(Z).
p00(Y,1) :- e0(Z,Z), p00(Y,1), call(e0, Z, Z), Z < 1.
p10(2) :- e0(1,X).
p10(2) :- p10(2), findall(V, p00(2,V), L), L = [], not e1(1).
query(p00(2,2)).
query(p00(X,3)).
query(p00(Y,3)).
