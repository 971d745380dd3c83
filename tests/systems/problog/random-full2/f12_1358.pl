:- use_module(library(lists)).
0.1::e0(2,2).
0.7::e1(1,3).
0.7::e2.
0.6::e3.
p00(X,Y) :- e1(Z,Y), between(1,3,X), not e1(2,X), X @>= a.
0.25::p00(X,X) :- e2, p00(X,Z), e0(X,3), W is X + 1, W < 5.
P::p00(Y,X) :- (p00(X,2), e2, e3, between(1,3,Y), T =.. [g, Y], T \== g(0), W is X + 3, W < 5), P is Y / 4.
p10 :- (p10, e0(Z,2), e3) ; (e3, e0(X,3)).
p10 :- p00(X,Z), e2, call(p00, Z, 1).
p10 :- (e2, e1(2,X), call(e0, X, X)) ; (e0(Y,X), p00(2,Y)).
p20 :- e0(X,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
p20 :- (p10, e3, findall(V, e1(1,V), L), length(L, N), N >= 2, call(e1, 3, 3)) ; (p00(3,2), e3, T =.. [g, 2], T \== g(0)).
p20 :- (p21, not e1(2,2)) ; (e3).
p21 :- p00(Y,X), X >= 2, \+ p00(Y,X).
p21 :- e3, e1(Y,Y), p00(Y,Y), findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2, findall(V, p00(2,V), L), L = [].
p21 :- e3, p10, T =.. [g, 1], T \== g(0).
query(p00(Y,Y)).
query(p10).
