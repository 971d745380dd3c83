:- use_module(library(lists)).
0.5::e0(1,2).
0.6::e1(1).
0.1::e1(2); 0.1::e1(3); 0.2::e1(1).
p00 :- e0(X,Y), p01(X), \+ e0(Y,Y), T =.. [g, Y], T \== g(0).
p01(Y) <- p00, between(1,3,Y).
p01(2) :- p01(1), e0(Z,Y), e0(Y,1).
p01(X) :- e1(X), p00, T =.. [g, X], T \== g(0), \+ e1(X).
0.25::p10 :- Z == 2, p01(Z), findall(V, e0(3,V), L), sum_list(L, T), T > 2.
p10 :- p00, p01(2), T =.. [g, 3], T \== g(0).
p10 :- e1(X).
p20 :- (p20) ; (p10, e0(X,X)).
p20 :- p20.
p20 :- e1(Y), p00, p20, findall(V, e1(V), L), length(L, N), N >= 2.
query(p10).
query(p00).
query(p10).
query(p01(X)) :- between(1,2,X).
evidence(p20, false).
