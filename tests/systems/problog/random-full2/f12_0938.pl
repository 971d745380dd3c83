:- use_module(library(lists)).
0.5::e0(2).
e0(1).
e1.
p00 :- p01, e1.
p01 :- p01, e0(Z), p01, T =.. [g, Z], T \== g(0), \+ e1.
p01 <- e1, p00, e0(X), not e0(X).
p01 :- (e1) ; (p01, e1, T =.. [g, 1], T \== g(0)).
p10(Y) <- p11, between(1,3,Y), Y < 2, Y \= Y.
p10(Y) :- e0(Z), p10(Z), between(1,3,Y), Y =:= 1, Z @=< 2.
p10(2) :- p10(Z), \+ p01, findall(V, e0(V), L), sum_list(L, T), T > 2.
p11 <- e1.
0.8::p11 :- (e1, p11, p00) ; (e0(Y), p01, Y = Y, T =.. [g, Y], T \== g(0)).
query(p10(X)).
query(e1).
evidence(p11, true).
