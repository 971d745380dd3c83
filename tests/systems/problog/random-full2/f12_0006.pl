:- use_module(library(lists)).
0.4::e0.
0.2::e1.
p00(X) :- (p00(2), between(1,3,X), X =:= 1) ; (p00(Z), e1, between(1,3,X)).
p10 <- p00(1), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p10 :- e0, p10, p11(Y).
p11(X) :- e1, p11(3), between(1,3,X), T =.. [g, X], T \== g(0).
p11(Y) :- (p10, p11(Z), between(1,3,Y)) ; (p10, between(1,3,Y), not p00(Y)).
p11(X) :- (p11(Y), e1, between(1,3,X), findall(V, p00(V), L), sum_list(L, T), T > 2, not p00(X)) ; (e1, between(1,3,X), call(p00, 2)).
p20 :- e0, p20.
p20 :- p11(2), p00(Y), p11(Y), not p11(Y), Y @>= f(1).
p21(1) :- e1, p10.
p21(Y) :- e1, between(1,3,Y), \+ e0, findall(V, p00(V), L), length(L, N), N >= 1.
query(p00(1)).
query(p00(1)).
query(p11(X)).
query(p20) :- between(1,2,X).
