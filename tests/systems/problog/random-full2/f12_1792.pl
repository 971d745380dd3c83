:- use_module(library(lists)).
0.7::e0.
0.75::e1.
0.3::e2(3).
p00 :- (e0) ; (e2(Y), e1, T =.. [g, Y], T \== g(0), findall(V, e2(V), L), L \= []).
p00 :- e0.
p00 :- e1, not e2(2), findall(V, e2(V), L), sum_list(L, T), T > 2.
p10(X) :- X \== 1, e2(Z), p10(1), p00, between(1,3,X), compare(O, X, 2).
0.3::p20(X) :- p20(1), between(1,3,X).
query(p10(Y)).
query(e2(X)) :- between(1,2,X).
