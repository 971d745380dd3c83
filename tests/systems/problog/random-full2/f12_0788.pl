:- use_module(library(lists)).
0.8::e0(2,1).
e1.
p00 :- e1, findall(V, e0(1,V), L), length(L, N), N >= 2, \+ e1.
p00 :- e0(Y,3), T =.. [g, Y], T \== g(0), \+ e0(1,Y).
p00 :- e0(X,X), T =.. [g, X], T \== g(0).
P::p10(Y) :- (Y \== 1, e0(2,Z), p10(Z), p00, between(1,3,Y), \+ p00), P is Y / 4.
0.75::p10(Y) :- p00, between(1,3,Y), Y =\= 3.
p10(X) :- (e1, between(1,3,X), T =.. [g, X], T \== g(0), findall(V, e0(X,V), L), L = []) ; (p10(1), e0(Z,2), e1, between(1,3,X)).
p20(X) :- p10(Y), e0(1,1), between(1,3,X).
query(p00).
query(e1).
evidence(p00, false).
