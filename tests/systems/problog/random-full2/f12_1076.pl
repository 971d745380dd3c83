:- use_module(library(lists)).
0.9::e0.
0.7::e1(3).
e1(2).
0.1::e1(3); 0.3::e1(1); 0.2::e1(2).
e2(2).
0.2::e2(2); 0.1::e2(1); 0.2::e2(3).
0.6::e3(3,3).
e3(3,1).
0.1::e3(2,2); 0.3::e3(3,3).
p00(X) :- p00(2), e3(Z,Y), between(1,3,X), \+ e3(Z,X), compare(O, Z, 1).
p10(X) :- e1(Y), e2(Y), p11(Y), between(1,3,X).
p10(2) :- e3(Y,3), e2(1).
P::p10(X) :- (e0, p11(X), not e1(X)), P is X / 4.
p11(X) :- e1(Y), e1(Y), p00(3), between(1,3,X), T =.. [g, X], T \== g(0), findall(V, e2(V), L), sum_list(L, T), T > 2.
p11(X) :- p11(3), e3(Y,3), between(1,3,X), \+ e1(X), X \== X.
0.25::p11(Y) :- e0, e0, between(1,3,Y), Y =:= 3, not p00(Y).
query(e0).
query(p10(X)).
query(p10(2)).
