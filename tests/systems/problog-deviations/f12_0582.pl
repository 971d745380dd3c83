:- use_module(library(lists)).
0.4::e0(3).
0.25::e0(1).
0.75::e1.
p00(2) :- e1, not e0(1).
p00(3) :- (e0(Z), not e0(Z)) ; (p01(Z), e0(1), not e0(Z), T =.. [g, Z], T \== g(0)).
p00(Y) :- p00(Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p01(3) :- (p00(Y), e1, e0(1), T =.. [g, Y], T \== g(0), Y =:= 2) ; (p01(Z), e1).
p10 :- p11(Z), p11(Y), p10, findall(V, p01(V), L), sum_list(L, T), T > 2.
p10 :- e1, findall(V, p00(V), L), length(L, N), N >= 1, findall(V, p00(V), L), sum_list(L, T), T > 2.
p11(X) :- (e1, p00(Y), between(1,3,X)) ; (p11(Y), between(1,3,X), findall(V, p01(V), L), length(L, N), N >= 2, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
0.7::p11(3) :- p01(Y), e1, not p01(Y).
p20(Y,X) :- p21, p20(2,Y), p20(Y,Y), between(1,3,X), W is X + 1, W < 5, X \= 3.
p21 :- e0(2), p21.
p30(2,3) <- e1, p01(X), p21.
query(p11(Y)).
query(p30(Y,1)).
