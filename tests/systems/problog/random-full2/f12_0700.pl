:- use_module(library(lists)).
0.7::e0(1).
0.75::e0(2).
0.1::e0(3); 0.2::e0(1).
e1(2).
0.2::e1(1); 0.2::e1(2); 0.1::e1(3).
0.6::e2.
0.1::e3(3).
p00 :- p00.
0.4::p00 :- e3(Y), \+ e0(1), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(X) :- e1(Y), between(1,3,X).
p10(1) :- (p10(2), p00, T =.. [g, 1], T \== g(0)) ; (e2, findall(V, e3(V), L), sum_list(L, T), T > 2, not e1(3)).
p11(X,X) <- (e1(Z), e1(Z), between(1,3,X), T =.. [g, Z], T \== g(0), \+ e0(X)) ; (e0(1), between(1,3,X), X =:= 3).
0.2::p11(X,Y) :- p00, between(1,3,X), between(1,3,Y).
p11(X,Y) :- e2, e1(X), e0(3), between(1,3,Y), Y @=< 2.
p20(X) :- e3(3), p00, between(1,3,X), not e1(X).
0.1::p30(1) :- e0(X), compare(O, X, 1), not e0(X).
query(p30(3)).
query(e2).
query(p00) :- between(1,2,X).
evidence(p30(3), true).
