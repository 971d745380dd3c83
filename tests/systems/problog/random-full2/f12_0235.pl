:- use_module(library(lists)).
0.7::e0.
0.1::e1.
P::p00(3,Y) :- (e1, p00(3,Y), \+ e1, compare(O, Y, 1)), P is Y / 4.
p10(Y) :- (p00(3,Z), between(1,3,Y), findall(V, p00(Z,V), L), length(L, N), N >= 2, W is Z + 1, W < 5) ; (e1, e0, e1, between(1,3,Y), Y \= Y, \+ e0).
p10(Y) :- p10(Y), Y \= Y.
p20 :- e0, p20, findall(V, p10(V), L), L = [].
p20 :- e0, p00(3,Y), p00(2,2).
p20 :- (Z == 3, X == 3, p21, p00(Z,X), e1) ; (e1, p21, p21, call(p10, 3)).
p21 :- e1.
p21 :- p10(1), \+ e1, \+ p10(2).
p21 :- (p20, p21, e0, findall(V, p10(V), L), sort(L, S), length(S, N), N < 2, findall(V, p10(V), L), L = []) ; (e0, p10(Y), p21, findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2).
query(e1).
