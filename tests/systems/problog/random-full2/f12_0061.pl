:- use_module(library(lists)).
e0(3,3).
e0(2,3).
0.6::e0(1,2).
0.75::e1(1).
0.6::e2(2,1).
0.9::e2(3,3).
0.8::e3(2,3).
0.25::e3(3,3).
0.2::e3(3,2).
p00 :- (e1(X), T =.. [g, X], T \== g(0)) ; (e2(Y,Y), e2(3,Y), \+ e1(1)).
p00 :- e2(X,X), e3(1,X), e3(X,3).
p10(X) :- (e1(2), between(1,3,X)) ; (e2(Y,X), W is X + 1, W < 5, findall(V, e0(Y,V), L), sum_list(L, T), T > 2).
p10(1) :- X == 2, p10(Z), p10(2), e1(X), findall(V, e2(3,V), L), length(L, N), N >= 2.
p10(X) :- X == 3, p00, between(1,3,X).
query(p10(3)).
query(e0(1,X)).
query(p00).
