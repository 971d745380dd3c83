:- use_module(library(lists)).
0.8::e0.
0.9::e1(3).
0.7::e1(2).
p00(X,X) :- e0, between(1,3,X), not e1(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p00(X,X) <- e0, between(1,3,X), X =:= 3, findall(V, e1(V), L), L = [].
0.25::p10 :- p00(Y,Y), p10, e0.
p20 :- p10, p20, T =.. [g, 3], T \== g(0).
p20 :- p00(Y,Z), Y < 1, W is Y + 1, W < 5.
p20 :- p00(X,X), p10, e1(X), T =.. [g, X], T \== g(0).
query(p20).
query(p00(X,Y)).
query(p20).
