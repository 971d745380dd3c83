:- use_module(library(lists)).
0.75::e0(1).
e0(2).
0.3::e1(3,1).
0.3::e1(2,2); 0.1::e1(1,1); 0.1::e1(3,3).
0.5::p00(X) :- p00(X), e0(X), e0(2), X =:= 1, findall(V, e1(3,V), L), sort(L, S), length(S, N), N < 2.
p00(Y) :- e0(Y).
p10 :- e1(X,Y), p10, e0(X), findall(V, p00(V), L), length(L, N), N >= 1, Y = 2.
0.7::p10 :- e1(Y,Z), p10, T =.. [g, Z], T \== g(0).
P::p11(X) :- (e0(1), p11(X), e1(X,X)), P is X / 4.
p11(X) :- p00(1), between(1,3,X), X @>= 2.
query(e0(3)).
query(p10).
query(p11(1)).
query(e1(X,X)) :- between(1,2,X).
