:- use_module(library(lists)).
0.2::e0(1).
0.7::e1.
e2(2).
0.6::e2(3).
0.2::e2(2); 0.2::e2(1).
0.8::e3(3,3).
0.2::e3(2,2).
0.2::e3(1,2).
0.3::e3(1,1).
0.3::e3(2,2); 0.2::e3(1,1).
p00(X) <- e2(Z), e2(Z), between(1,3,X).
0.3::p00(1) :- p00(X), call(e0, X).
p00(Y) :- (p00(Y), p00(Y), findall(V, e2(V), L), L \= []) ; (p00(X), e3(X,X), between(1,3,Y), Y =\= 3).
p10 :- e2(Z), p11, p11, \+ e2(Z), findall(V, e2(V), L), length(L, N), N >= 1.
p11 :- e1, e2(Y), p10.
p11 :- e1, p11, findall(V, e3(3,V), L), sort(L, S), length(S, N), N < 2, T =.. [g, 3], T \== g(0).
query(e0(1)).
query(e1).
query(p10).
