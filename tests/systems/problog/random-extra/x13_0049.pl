:- use_module(library(lists)).
e0.
0.2::e1(1).
e1(3).
0.1::e2(2).
0.25::e2(1).
0.75::e3(1,2).
p00(Y) :- e1(X), e1(Z), between(1,3,Y), Y @>= 3.
0.5::p10 :- p11(X), p11(X), findall(V, p00(V), L), L = [], findall(V, e3(X,V), L), L = [].
0.3::p10 :- Y \== 2, e3(Y,3), W is Y + 1, W < 5.
0.6::\+p10 :- e2(3).
p11(2) :- p10, e3(X,Y), p00(1).
p11(1) :- e1(2), e0.
query(e2(X)).
query(p11(1)).
query(p11(2)).
