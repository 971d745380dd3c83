:- use_module(library(lists)).
0.25::e0(3).
0.2::e1(3,3).
0.1::e1(1,3).
p00(X) :- e1(2,3), p00(2), e1(Z,1), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1.
p10(X) :- p10(Y), p10(Y), e1(Z,Y), between(1,3,X), findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2.
P::p10(X) :- (e1(X,X), p10(2), p10(3)), P is X / 4.
p10(Y) :- p00(Z), between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, \+ e0(Y).
p20 :- (p21(X,Y), p20, e0(Z), Z @=< 2, X == Z) ; (X == 1, p20, p21(X,Z), p00(Y), T =.. [g, Y], T \== g(0)).
p20 :- (e0(3), e1(3,Y), p21(Y,Z)) ; (e1(Z,Z), \+ e0(3), W is Z + 2, W < 5).
p20 :- e1(Y,Z), p10(3), p21(2,Y), \+ p10(Y), call(p00, Y).
P::p21(Y,X) :- (e0(X), p10(X), between(1,3,Y), call(e0, Y), Y < 1), P is Y / 4.
p21(3,Y) :- e0(X), between(1,3,Y), findall(V, p10(V), L), sum_list(L, T), T > 2, findall(V, p00(V), L), L \= [].
0.9::p21(2,Y) :- e1(X,Z), p10(X), between(1,3,Y).
query(p20).
query(p21(Y,X)).
query(e1(X,X)) :- between(1,2,X).
