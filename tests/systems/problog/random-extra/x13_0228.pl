:- use_module(library(lists)).
0.4::e0(2,2).
0.4::e1.
p00 :- e0(Y,X), p00, X @< a.
0.2::\+p00 :- e0(2,3).
p10 :- p00, e1, e0(3,Y), Y @< 1, Y =:= 2.
p11(X) :- e0(Y,2), p00, e0(X,1), compare(O, X, 1).
0.6::\+p11(Y) :- e0(Y,3).
p20 :- p11(Y), findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2.
p20 :- e1.
query(p11(2)).
query(p20).
query(p20) :- between(1,2,X).
query(\+ e0(1,2)).
evidence(e1, false).
