:- use_module(library(lists)).
0.75::e0.
0.1::e1(3,2).
0.4::e2(3).
0.2::e2(1).
p00 :- e2(1), T =.. [g, 3], T \== g(0).
p00 :- e0.
p10(3,2) <- e0, not e1(3,3).
p11(X) :- e0, between(1,3,X), X =:= 1.
p11(Y) :- (p11(X), e0, between(1,3,Y), findall(V, e1(X,V), L), sum_list(L, T), T > 2) ; (e2(Y), p10(3,Z), Y @>= 2).
0.6::p11(Y) :- p11(X), e0, p00, between(1,3,Y), \+ e1(X,2).
query(e1(X,2)).
