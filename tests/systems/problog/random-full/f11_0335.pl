:- use_module(library(lists)).
0.1::e0(2,2).
0.5::e0(3,1).
0.7::e0(1,2).
0.75::e0(1,1).
e1(2).
0.3::e1(1); 0.3::e1(3).
e2(2).
p00(X) <- e2(1), between(1,3,X).
p10 :- p00(Y), Y == 1, call(p00, Y).
p10 :- p00(3), p10.
p10 :- e0(1,Z), p10, e2(X).
p20(X) :- p20(Z), p20(2), between(1,3,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
p21(X,X) :- p20(Y), p20(X), T =.. [g, Y], T \== g(0), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p21(2,X) :- e0(Z,2), between(1,3,X), \+ p10, T =.. [g, X], T \== g(0).
p30(Y) :- p30(Z), p30(3), p20(3), between(1,3,Y).
query(p20(2)).
query(p21(X,Y)).
query(p30(X)).
