:- use_module(library(lists)).
0.2::e0(3).
0.2::e0(2); 0.3::e0(1).
0.5::e1(3).
0.1::e1(3); 0.3::e1(1); 0.2::e1(2).
e2(1,3).
0.5::e2(3,1).
0.75::p00(3) :- p00(X), p00(2), call(e0, 2), findall(V, e1(V), L), L \= [].
p10 :- e0(X), e1(Z), p00(2), X < 3.
p10 :- e1(Y), e0(Y), Y @=< 3.
p11 :- p10, p11, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
query(e1(2)).
query(p10).
query(e0(X)) :- between(1,2,X).
evidence(p00(2), true).
