:- use_module(library(lists)).
0.8::e1.
0.8::e2(2).
e2(3).
p00(Y) :- p00(Y), Y =\= 2.
p10(Y) :- p00(1), between(1,3,Y), Y \= Y, findall(V, e0(V), L), sum_list(L, T), T > 2.
0.8::p10(X) :- (e2(Y), e1, between(1,3,X)) ; (e1, p10(3), p10(Y), between(1,3,X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, T =.. [g, X], T \== g(0)).
p10(Y) <- e1, between(1,3,Y).
p20(X) :- p21(3,X), not p10(1).
p20(Y) :- p10(Y), e0(Y), p00(Y), findall(V, p00(V), L), L \= [].
p20(1) :- e0(Y), p10(3), findall(V, e2(V), L), sum_list(L, T), T > 2, \+ p00(Y).
P::p21(X,Y) :- (X == 2, p20(X), between(1,3,Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p21(X,Y) :- p10(2), e0(X), p21(X,1), between(1,3,Y).
p21(X,Y) :- e1, e0(Y), between(1,3,X).
p30(1) :- e2(Z), p00(Z), e0(Z), Z \= Z.
p30(2) :- p30(1).
query(p21(X,X)).
query(e0(2)).
query(p20(X)) :- between(1,2,X).
evidence(p21(2,2), true).
