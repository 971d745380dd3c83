:- use_module(library(lists)).
0.9::e0(2,1).
0.75::e0(2,2).
0.9::e1(1,2).
0.8::e1(3,3).
0.4::e2.
p00(X) :- e2, between(1,3,X).
P::p00(X) :- (e2, between(1,3,X), findall(V, e1(2,V), L), length(L, N), N >= 2), P is X / 4.
p10 <- e1(1,X), \+ e2, \+ p00(X).
0.5::p10 :- e2, p10, T =.. [g, 3], T \== g(0).
p10 :- e1(Y,Y), p11(Y), e1(2,Z), findall(V, e1(Y,V), L), L = [], Z \= 1.
p11(X) :- p10, e2, p11(1), between(1,3,X).
query(e0(2,3)).
query(e0(X,1)).
