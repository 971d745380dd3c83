:- use_module(library(lists)).
e0.
0.7::e1(1).
e1(2).
p00(Y) <- e1(2), between(1,3,Y).
p01(X) :- p01(2), between(1,3,X), T =.. [g, X], T \== g(0).
0.6::p01(Y) :- e1(1), e1(Z), between(1,3,Y), call(e1, Y), call(e1, Y).
p10(X,X) :- p10(X,1), call(p00, 3).
p20(Y,1) :- p21(X), between(1,3,Y), X =:= 3, \+ e0.
P::p20(2,X) :- (p10(Y,2), p01(X), e0, not p10(3,3), W is X + 1, W < 5), P is X / 4.
p21(X) :- p00(2), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 2, \+ p01(X).
query(p21(3)).
query(p21(1)).
query(p01(X)) :- between(1,2,X).
evidence(e0, false).
