:- use_module(library(lists)).
e0(3).
0.1::e0(1).
0.3::e1.
p00(X) :- p01(Z), e1, between(1,3,X), not e0(X).
p01(X) :- (e1, p00(X)) ; (e0(X), e1, p01(X), not e0(X), findall(V, e0(V), L), L = []).
p10(Y) <- e1, p01(Y), Y = Y.
p20(Y,Y) :- p10(3), between(1,3,Y).
p21(X) :- (p10(2), p01(Y), e1, between(1,3,X), Y < 3) ; (p01(Y), between(1,3,X), findall(V, p00(V), L), sum_list(L, T), T > 2, \+ e0(X)).
p30 :- e0(Z), p00(3), p00(Z), W is Z + 2, W < 5.
p30 :- p20(3,X), \+ p10(X), findall(V, p01(V), L), sum_list(L, T), T > 2.
p30 :- p00(Z), p01(X), p00(Z), X @>= 3, call(p01, X).
query(p10(3)).
query(p10(1)).
query(p20(X,X)) :- between(1,2,X).
