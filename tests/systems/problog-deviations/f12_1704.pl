:- use_module(library(lists)).
0.75::e0(2).
0.75::e0(1).
0.75::e0(3).
0.2::e1(3); 0.2::e1(1).
p00(Y) :- (e0(1), e1(X), e1(X), between(1,3,Y), X = X, X == Y) ; (Y \== 3, p00(X), e1(Y), call(e0, 3)).
p10 :- (p10, e1(Y), p10, W is Y + 3, W < 5) ; (p00(X), findall(V, p00(V), L), length(L, N), N >= 2, \+ p00(X)).
p10 :- p10.
p10 :- e0(X), findall(V, p00(V), L), sum_list(L, T), T > 2, \+ e0(X).
p20(X,Y) :- X \== 1, p00(X), p21, between(1,3,Y).
0.7::p20(2,X) :- p21, p00(Z), between(1,3,X), call(e0, 1).
p21 <- p21.
p21 :- e0(1), not p00(1).
p21 :- p10, p10, p10, not p00(1), T =.. [g, 2], T \== g(0).
P::p30(X) :- (p20(1,1), p20(X,Y), e0(Z), X =:= 3), P is X / 4.
query(e1(X)).
query(p00(X)).
query(p21).
