:- use_module(library(lists)).
0.1::e0(2).
0.25::e1(3).
0.2::e1(1); 0.3::e1(2).
p00 :- (p00) ; (e1(X), e1(X), T =.. [g, X], T \== g(0), W is X + 1, W < 5).
0.7::p00 :- X \== 3, p00, e0(X), X \== 1.
p10(X,X) :- e1(X), p10(3,X), X = X.
P::p10(Y,X) :- ((p00, e0(1), between(1,3,X), between(1,3,Y)) ; (p10(Y,1), e1(2), between(1,3,X))), P is Y / 4.
0.5::p10(Y,Y) :- e0(1), p00, between(1,3,Y), Y \== Y.
P::p20(X) :- (p21, p00, p21, between(1,3,X), X == X), P is X / 4.
p21 :- (p10(3,X), p00, e1(X), not e1(X), not p10(X,X)) ; (p10(2,1), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, \+ e1(1)).
0.9::p21 :- p00, e0(3), e0(Z), not e1(Z), \+ p00.
p21 :- p21, p21, p00.
p30(1) :- e0(Z), p30(Z), T =.. [g, Z], T \== g(0).
p30(X) :- p20(Z), e1(Z), p20(Z), between(1,3,X), findall(V, e0(V), L), L \= [], Z =\= 1.
query(p00).
query(p00).
query(\+ e0(3)).
