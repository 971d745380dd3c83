:- use_module(library(lists)).
0.9::e0(1,1).
0.75::e0(1,3).
0.2::e0(3,3); 0.1::e0(1,1).
0.9::e1.
p00(Y) :- e1, e0(Z,Z), between(1,3,Y), W is Y + 3, W < 5, Y =:= 3.
p10 :- Y == 2, p10, e1, e0(Y,2), findall(V, e0(2,V), L), sum_list(L, T), T > 2.
p20 :- (e0(Y,Y), p00(Y)) ; (p00(X), X @>= 2).
p20 :- p20, findall(V, e0(1,V), L), sum_list(L, T), T > 2.
p20 :- p10, p21(1), T =.. [g, 3], T \== g(0).
p21(1) :- (e1, e0(X,1), p21(1), findall(V, e0(X,V), L), L = []) ; (p20, \+ e1, findall(V, p00(V), L), L \= []).
query(p00(3)).
query(p00(3)).
query(p21(X)) :- between(1,2,X).
