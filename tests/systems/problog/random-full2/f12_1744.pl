:- use_module(library(lists)).
0.2::e0(1).
0.2::e0(1); 0.3::e0(2); 0.2::e0(3).
e1(3,3).
0.8::e1(2,2).
p00(X,1) :- X \== 3, Y \== 2, e0(Y), e1(Y,Y), p00(Y,2), between(1,3,X).
0.2::p00(2,Y) :- e0(3), between(1,3,Y).
p00(Y,X) :- p00(3,Y), p00(2,Z), e0(Z), between(1,3,X), findall(V, e1(2,V), L), length(L, N), N >= 1, not e0(X).
p10(X) :- e1(Z,2), between(1,3,X), \+ e0(3), Z \== 2.
query(p00(Y,1)).
query(p10(1)).
query(p00(X,X)) :- between(1,2,X).
