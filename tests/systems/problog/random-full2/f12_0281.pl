:- use_module(library(lists)).
e0(2).
0.1::e0(3); 0.2::e0(2).
0.1::e1(3,3).
0.3::e1(3,2).
0.8::e1(1,3).
0.2::e1(3,3); 0.1::e1(2,2); 0.2::e1(1,1).
0.1::p00 <- e0(Z), e1(Y,1), e0(3).
p00 :- p00, p00, e1(Y,X).
p10 :- p11(2,X), p00, X @>= 2, findall(V, e0(V), L), sum_list(L, T), T > 2.
p10 :- p00, e1(Y,Z), Y >= 3, call(e0, Y).
0.9::p11(2,3) :- e1(Z,3), p00, findall(V, e1(Z,V), L), L \= [].
query(p00).
query(p00).
query(p10) :- between(1,2,X).
query(\+ p11(1,1)).
