:- use_module(library(lists)).
0.8::e0(3).
e0(1).
e1(1,3).
0.1::e1(3,3).
0.75::e1(1,1).
0.8::p00 :- e1(X,Y), p00, Y @>= a.
p00 :- (p00) ; (p00, p00).
p10(Y) :- e1(3,Y), p10(2), e0(Z).
p20 :- (p21(2,Y), p10(X), p00, findall(V, e1(X,V), L), L \= [], findall(V, e1(Y,V), L), L \= []) ; (p20, e0(Z), e1(Z,Y), findall(V, e1(1,V), L), sort(L, S), length(S, N), N < 2).
p20 :- p00, e1(Y,Z).
p21(Y,1) :- Z \== 2, p21(Z,Z), p00, between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 1.
p21(Y,X) :- (p20, p00, between(1,3,X), between(1,3,Y), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2, \+ e1(Y,1)) ; (p00, between(1,3,X), between(1,3,Y), Y =:= 1, Y < 2).
p21(Y,X) <- p10(Y), p21(1,Y), between(1,3,X), \+ e0(X).
query(p20).
query(p10(X)) :- between(1,2,X).
evidence(e1(2,3), true).
