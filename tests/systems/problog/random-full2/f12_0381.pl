:- use_module(library(lists)).
0.2::e0(1,2).
0.3::e0(3,3).
0.7::e1(3).
p00 :- (p00, p00) ; (e0(Z,Z), Z == 2).
p00 :- p00, e1(Y), e1(2), not e0(2,Y).
p10(Y,X) <- e0(Z,Y), e1(Z), p10(Y,Z), between(1,3,X), Z >= 3, X = 2.
P::p10(1,X) :- (e1(2), p00, e1(Y), between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2, findall(V, e0(Y,V), L), L \= []), P is X / 4.
p10(Y,Y) :- e0(Z,2), p00, e0(2,2), between(1,3,Y), call(e1, Y), Y < 3.
P::p20(X,Y) :- ((e0(Z,2), e1(Z), p00, between(1,3,X), between(1,3,Y), Z @=< 3) ; (p10(Z,X), p20(Z,3), between(1,3,Y), T =.. [g, Y], T \== g(0), call(e1, 1))), P is X / 4.
p21(Y) :- p21(Y), p20(1,Y), W is Y + 2, W < 5, findall(V, e1(V), L), sum_list(L, T), T > 2.
query(p10(Y,2)).
query(p10(X,X)) :- between(1,2,X).
