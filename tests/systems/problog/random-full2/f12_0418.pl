:- use_module(library(lists)).
0.4::e0.
0.2::e1(3).
0.5::e2(3).
p00(X) :- e1(1), e1(Y), p00(X), Y @< 1.
p00(3) :- p00(3), e1(X), e0, not e1(X).
0.25::p10 :- (e1(Y), p00(1)) ; (e2(X), e1(X)).
p10 :- e1(Z), e2(X), X \== Z.
p10 <- e2(Y), \+ e0, T =.. [g, Y], T \== g(0).
0.1::p20(X) :- p10, e0, between(1,3,X), \+ e1(X), \+ e0.
p20(Y) :- p20(X), e0, e2(2), between(1,3,Y), \+ p10, findall(V, e1(V), L), sum_list(L, T), T > 2.
0.4::p20(X) :- p00(Z), p00(Z), p10, between(1,3,X).
p30 :- p10.
p30 :- e0, \+ e0, T =.. [g, 1], T \== g(0).
query(p20(Y)).
query(p10).
