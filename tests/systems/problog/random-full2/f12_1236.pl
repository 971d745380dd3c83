:- use_module(library(lists)).
e0.
0.3::e1.
P::p00(Y) :- (p00(Y), p00(Z), compare(O, Y, 2)), P is Y / 4.
p10 :- p00(X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p10 :- p10, p00(3).
P::p20(Y) :- (e1, e1, between(1,3,Y)), P is Y / 4.
p21 :- e0, e1, p00(Y).
p30(Y) :- p30(X), p20(X), p30(3), between(1,3,Y), X @>= f(1), Y =\= 3.
p31(Y,Y) :- e1, between(1,3,Y).
query(e0).
query(e0).
