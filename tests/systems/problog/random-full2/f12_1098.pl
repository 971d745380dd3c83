:- use_module(library(lists)).
0.2::e1(1,1).
0.8::e2(2,3).
e2(1,3).
p00(Y,X) :- e2(1,Y), e0(Y,X).
p00(X,1) :- e0(Y,2), e0(Y,Y), between(1,3,X), findall(V, e1(1,V), L), sort(L, S), length(S, N), N < 2.
p10 :- p10, e0(3,Y), e1(Y,Y), \+ e0(Y,Y), Y @< a.
p10 :- p00(1,Z), e0(Y,2), e0(3,Z).
p10 :- p10, e0(X,3), findall(V, p00(X,V), L), sum_list(L, T), T > 2.
query(e1(2,Y)).
query(e0(2,3)).
query(p10).
query(p10) :- between(1,2,X).
