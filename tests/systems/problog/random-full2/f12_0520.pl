:- use_module(library(lists)).
0.25::e0(3,2).
0.7::e1.
p00 :- e1, e0(X,X), e1.
0.75::p01(X) :- e1, p00, between(1,3,X).
P::p10(Y) :- (p01(Y), p01(Y), W is Y + 3, W < 5, call(p01, Y)), P is Y / 4.
p10(X) :- p10(Z), e0(1,Z), between(1,3,X).
P::p20(X) :- (p20(Y), p01(Y), between(1,3,X), Y =\= 1), P is X / 4.
p20(X) :- p10(X), p10(Z), X @=< 2.
p21 :- e1, p21, p20(2), T =.. [g, 1], T \== g(0).
p30(X,X) :- e0(Z,Z), p01(Z), between(1,3,X), Z =:= 2.
0.9::p30(X,X) :- e0(Z,1), p01(Z), between(1,3,X).
p31(X) :- p01(Z), p30(Z,Z), p01(1), between(1,3,X), findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2.
p31(X) :- p00, p01(Z), between(1,3,X).
query(p00).
query(e1).
evidence(p10(3), false).
