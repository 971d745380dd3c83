:- use_module(library(lists)).
0.3::e0(1).
0.9::e0(3).
0.2::e0(3); 0.1::e0(2); 0.1::e0(1).
e1(3).
0.1::e1(2); 0.2::e1(1); 0.3::e1(3).
0.7::e2.
P::p00(X) :- (e2, p01, between(1,3,X), call(e0, X), X == X), P is X / 4.
0.6::p01 :- (p01) ; (e2).
p01 :- p00(Z), e1(1).
0.5::p10 :- e1(X), X =\= 1.
p10 :- e0(X), call(e0, 3).
p10 :- p10, T =.. [g, 3], T \== g(0).
p11(3) :- p00(1), e0(X), p01, \+ e2.
p11(3) :- e1(Y), p11(2), T =.. [g, Y], T \== g(0), findall(V, e0(V), L), sum_list(L, T), T > 2.
p20 :- p11(2), p21(Y), p20.
0.3::p20 :- p01, p11(1), p20.
p20 :- e1(Z), call(e0, Z), compare(O, Z, 3).
P::p21(Y) :- ((e0(X), between(1,3,Y), \+ e0(Y), X @=< 3) ; (p21(Z), p21(Z), between(1,3,Y), findall(V, p11(V), L), sum_list(L, T), T > 2)), P is Y / 4.
p21(X) :- e2, between(1,3,X), findall(V, p00(V), L), L \= [].
query(p00(X)).
query(p00(3)).
query(p20).
evidence(p20, false).
