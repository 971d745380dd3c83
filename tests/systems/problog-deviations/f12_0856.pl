:- use_module(library(lists)).
0.9::e0.
0.2::e1(3); 0.2::e1(2); 0.2::e1(1).
p00(X) <- e1(X), e1(Y), e1(1), findall(V, e1(V), L), L \= [], not e1(3).
p10 :- p11(Y,2), e1(Y), e1(Y), findall(V, e1(V), L), L \= [].
p11(Y,Y) :- p10, p11(2,Y), e0.
query(p00(Y)).
query(p10).
query(p11(1,1)).
