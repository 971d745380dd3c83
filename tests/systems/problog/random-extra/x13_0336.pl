:- use_module(library(lists)).
e0(1,3).
0.2::e0(2,1).
0.6::e1(2,2).
0.9::e2.
0.8::e3(1).
0.6::e3(2).
0.9::p00(Y) :- (e2, between(1,3,Y)) ; (e3(Z), e0(Z,3), between(1,3,Y), findall(V, e1(3,V), L), L \= []).
p00(1) :- e3(1), p00(X), compare(O, X, 1), findall(V, e3(V), L), length(L, N), N >= 2.
p00(X) :- e0(2,1), between(1,3,X), compare(O, X, 2), findall(V, e3(V), L), sum_list(L, T), T > 2.
p10 :- e0(Y,X), not e1(3,X), findall(V, e0(3,V), L), L \= [].
p20(X,Y) :- e3(X), p21(2), e2, between(1,3,Y), X = X.
p21(Y) :- e2, e2, between(1,3,Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, Y < 2.
\+p21(3) :- e0(3,2).
p30 :- X \== 2, e3(X), e3(X).
query(e2).
query(p10).
