:- use_module(library(lists)).
e0(3).
e0(1).
0.25::e1.
0.25::p00 :- p00.
p00 :- (e0(1), e0(X), T =.. [g, X], T \== g(0), \+ e0(3)) ; (e0(2), findall(V, e0(V), L), L = []).
p10 :- e1, p11, e0(X).
p10 :- p11.
p11 :- p00, e1, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
query(p10).
query(e1).
