:- use_module(library(lists)).
0.6::e0(1,1).
0.5::e0(2,3).
0.3::e0(1,1); 0.2::e0(2,2).
e1.
p00(Y) :- (X \== 1, p01(3), e0(2,X), p01(2), between(1,3,Y)) ; (e1, between(1,3,Y), Y \== 3, not e0(Y,Y)).
p00(Y) :- p01(1), e1, between(1,3,Y), Y \= Y.
p00(2) :- X \== 3, e0(Z,X), p01(X), T =.. [g, X], T \== g(0).
p01(2) :- p00(X), e0(X,1), W is X + 2, W < 5, findall(V, e0(X,V), L), L = [].
p01(Y) :- (X == 2, p00(X), e1, p00(X), between(1,3,Y), not e0(2,1)) ; (e1, p00(X), between(1,3,Y)).
P::p01(X) :- (p00(1), between(1,3,X), X =\= 2), P is X / 4.
p10(X) :- e1, p00(X), e0(X,X).
0.3::p20(X) :- p00(Y), p01(3), between(1,3,X), findall(V, p00(V), L), L = [].
query(p00(2)).
query(p01(X)) :- between(1,2,X).
