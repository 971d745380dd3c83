:- use_module(library(lists)).
0.2::e0(2); 0.1::e0(1); 0.2::e0(3).
0.7::e1(3,2).
0.1::e1(2,2); 0.3::e1(1,1).
p00 :- p01(X,Z), p01(Z,X), Z =\= 1, \+ e0(1).
p00 :- e1(1,2), e0(Z), \+ e0(Z).
p01(Y,X) :- e0(Y), p00, e0(2), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, T =.. [g, X], T \== g(0).
P::p01(X,2) :- (p00, p00, p01(Z,Y), between(1,3,X), not e1(3,Z)), P is X / 4.
p10 :- p00.
0.1::p20(X) :- p21, e1(Z,Z), between(1,3,X).
0.5::p20(1) :- p00, p00, p01(Z,1), T =.. [g, Z], T \== g(0).
0.9::p21 :- (p20(Y), call(e0, Y), findall(V, e1(Y,V), L), length(L, N), N >= 2) ; (p20(X), findall(V, e0(V), L), length(L, N), N >= 2).
0.2::p21 :- (p01(1,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, findall(V, e0(V), L), L \= []) ; (p21, p01(1,X)).
0.1::p21 :- p21, T =.. [g, 1], T \== g(0), findall(V, e0(V), L), length(L, N), N >= 2.
p30(Y) :- p20(1), e0(Z), between(1,3,Y), compare(O, Y, 2).
p30(X) :- p20(3), e1(Z,3), between(1,3,X), findall(V, p01(2,V), L), sum_list(L, T), T > 2.
p31(Y) <- p21, between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, not p01(2,Y).
p31(Y) :- p01(Y,2), p30(3), e1(Z,Y), not e1(Y,Z), \+ p10.
query(e1(X,2)).
query(p01(X,X)) :- between(1,2,X).
query(\+ p21).
evidence(p10, true).
