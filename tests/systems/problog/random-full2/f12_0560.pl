:- use_module(library(lists)).
0.5::e0.
0.7::e1(3,3).
0.2::e1(2,1).
0.5::p00(X) <- e1(Y,Z), between(1,3,X), \+ e0.
p00(Y) :- e1(3,X), p00(1), between(1,3,Y), \+ e0, \+ e0.
P::p00(X) :- (e1(X,3)), P is X / 4.
p10 :- e1(3,Z), e1(Z,Z), e0, findall(V, p00(V), L), length(L, N), N >= 1, findall(V, e1(Z,V), L), sum_list(L, T), T > 2.
p10 :- e1(Z,2), p00(Z), findall(V, e1(1,V), L), sum_list(L, T), T > 2, \+ p00(Z).
p20 :- p00(3), p00(X).
p20 :- p21(2).
p21(Y) :- e1(3,Y), p21(Z), Y < 2, Y == Y.
p30(Y) :- p10, between(1,3,Y), T =.. [g, Y], T \== g(0), Y \== 1.
p30(X) <- p00(Y), between(1,3,X), W is Y + 1, W < 5.
p30(Y) :- e0, e0, between(1,3,Y).
query(p20).
query(p10).
query(p20).
evidence(e0, true).
