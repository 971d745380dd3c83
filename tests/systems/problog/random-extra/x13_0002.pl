:- use_module(library(lists)).
0.1::e0(1,3).
e0(2,2).
e0(3,1).
0.2::e0(3,3); 0.2::e0(1,1).
0.2::e1(3).
0.1::e2(1,1).
0.75::e2(1,2).
0.1::p00(3) :- Z \== 2, p00(Z), findall(V, e2(2,V), L), L \= [].
0.7::p10 <- p00(Z), p10, findall(V, e0(Z,V), L), L \= [].
p10 :- p00(Z).
query(p10).
query(p10).
evidence(p00(3), false).
