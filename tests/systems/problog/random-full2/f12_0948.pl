:- use_module(library(lists)).
0.75::e0(1,3).
0.5::e1.
P::p00(Y) <- ((p00(Y), p00(Y), findall(V, e0(Y,V), L), length(L, N), N >= 2) ; (Y \== 1, p00(X), e0(X,3), between(1,3,Y), Y = Y)), P is Y / 4.
0.6::p10 :- p00(1), findall(V, e0(3,V), L), L = [], T =.. [g, 2], T \== g(0).
p11(Y,X) :- p10, e1, between(1,3,X), between(1,3,Y), X @=< 3, findall(V, p00(V), L), length(L, N), N >= 1.
p20(X) <- p10, p20(Z), e1, between(1,3,X).
p20(X) :- e0(X,2), p11(3,X).
0.8::p20(Y) <- (p11(3,Y), W is Y + 2, W < 5) ; (e1, p20(Z), between(1,3,Y), findall(V, p11(Y,V), L), L \= []).
p30(X) <- e1, between(1,3,X), \+ p20(X).
p31(Y) :- p10, e1, between(1,3,Y).
P::p31(Y) :- (p31(Y), p00(Y), e1), P is Y / 4.
p31(Y) :- p00(X), p00(X), between(1,3,Y), X =\= 2, \+ p11(X,Y).
query(p00(2)).
query(p20(Y)).
query(p00(X)) :- between(1,2,X).
evidence(p10, false).
