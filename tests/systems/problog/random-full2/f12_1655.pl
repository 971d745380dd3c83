:- use_module(library(lists)).
0.2::e0.
0.75::e1(1).
0.25::e1(2).
p00 :- (Z \== 3, p01(1,Z), p01(Y,Z), e1(Z), Y = Y) ; (e1(1), p01(Y,2)).
p00 :- e1(3), p00, e1(Z), \+ e0.
p00 :- (e1(3), e1(Z), p01(Y,X)) ; (p00, e0).
p01(Y,1) <- p01(Y,1), W is Y + 2, W < 5, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p01(Y,X) :- (p00, between(1,3,X), between(1,3,Y)), P is Y / 4.
p10 :- e0, p10, p00.
p10 :- p00, p00, p10.
p20(X,3) <- e1(X).
p20(1,Y) :- e1(X), p10, p10, between(1,3,Y), T =.. [g, Y], T \== g(0).
query(p01(2,3)).
query(e1(3)).
query(p10).
query(p10) :- between(1,2,X).
