:- use_module(library(lists)).
0.6::e0(1).
0.3::e0(2); 0.2::e0(3).
0.9::e1.
0.7::e2.
p00 :- e1, e2, T =.. [g, 1], T \== g(0).
p00 :- e2.
p10(Y,Y) :- e1, e1, between(1,3,Y).
p20(Y,Y) :- p20(Y,3), call(e0, Y).
p21(Y) <- p00, p20(X,1), between(1,3,Y), Y =\= 2.
P::p21(Y) :- (p10(Y,Z), e0(1), e1, findall(V, p10(Y,V), L), sum_list(L, T), T > 2, T =.. [g, Y], T \== g(0)), P is Y / 4.
query(p20(1,Y)).
query(e2).
query(p00).
query(\+ e0(1)).
evidence(e1, false).
