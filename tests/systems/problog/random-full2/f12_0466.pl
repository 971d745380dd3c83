:- use_module(library(lists)).
0.3::e0(3,3); 0.3::e0(1,1); 0.1::e0(2,2).
0.9::e1.
0.8::p00(3) :- e0(3,Z), p00(X), T =.. [g, X], T \== g(0), findall(V, e0(2,V), L), L = [].
p00(X) :- e0(1,Y), e0(Y,2), p00(X), Y == 1, findall(V, e0(Y,V), L), sum_list(L, T), T > 2.
p00(Y) :- e1, e0(Y,Y).
p10(Y,Y) :- (p10(Y,X), p00(X), findall(V, e0(Y,V), L), sum_list(L, T), T > 2) ; (p10(Y,3), p10(Y,1), e0(Y,1), findall(V, p00(V), L), L \= []).
p10(X,1) :- e1, e0(Y,X), e1.
p11(2,Y) :- p00(Y), p10(X,X).
query(p11(2,3)).
query(p10(2,1)).
query(e0(3,2)).
evidence(e0(2,2), true).
