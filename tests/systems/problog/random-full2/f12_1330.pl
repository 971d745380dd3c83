:- use_module(library(lists)).
e0(1).
0.7::e0(3).
0.1::e0(1); 0.3::e0(3); 0.1::e0(2).
0.5::e1(3).
e1(2).
0.1::e1(2); 0.3::e1(3).
0.5::e2(2).
e2(1).
0.3::e2(2); 0.3::e2(1).
p00(Y) :- e2(Z), between(1,3,Y).
p01(Y) :- p00(1), e2(Z), e2(X), between(1,3,Y).
p01(2) :- Y \== 3, e2(Y), findall(V, e0(V), L), sum_list(L, T), T > 2.
p10(X) :- e0(Y), e0(Z), between(1,3,X), findall(V, p00(V), L), L \= [].
0.7::p10(Y) :- p01(2), p01(2), p01(Z), between(1,3,Y).
p10(X) <- p01(Y), e1(Y), p01(1), between(1,3,X).
query(p00(2)).
query(e1(X)).
query(e0(X)).
query(e0(X)) :- between(1,2,X).
