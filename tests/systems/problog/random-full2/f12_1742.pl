:- use_module(library(lists)).
e0(3).
e0(1).
e0(2).
0.1::e0(2); 0.3::e0(1); 0.3::e0(3).
0.2::e1(3).
0.7::e2.
e3.
p00 :- e0(1), p00, not e1(3).
0.3::p10 :- e2, call(e1, 1).
0.25::p11(Y) :- (p11(X), e0(X), e3, between(1,3,Y)) ; (e0(Y), e1(3), \+ e3).
p11(X) :- e3, p00, e2, between(1,3,X), T =.. [g, X], T \== g(0).
p11(Y) :- e0(Z), between(1,3,Y), Y @< 2, findall(V, e0(V), L), sum_list(L, T), T > 2.
0.25::p20(3,2) :- e2, findall(V, p11(V), L), L \= [].
p30 :- (e2) ; (p10, p10).
0.7::p31(X) :- p31(1), p30, e1(X), X >= 3.
query(p20(2,3)).
