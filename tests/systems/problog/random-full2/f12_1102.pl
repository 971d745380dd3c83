:- use_module(library(lists)).
0.5::e0.
0.9::e1.
0.1::e2(3,3).
e2(1,3).
0.8::e3(1,2).
0.2::e3(2,3).
0.75::p00(X) :- p01(X), call(e3, 1, X), findall(V, e3(3,V), L), sum_list(L, T), T > 2.
0.6::p00(Y) :- p00(X), p01(2), e2(X,X), between(1,3,Y), X < 3.
p01(X) :- e3(Y,2), p00(1), between(1,3,X), X = Y, findall(V, e2(2,V), L), sort(L, S), length(S, N), N < 2.
0.25::p01(Y) :- p00(X), between(1,3,Y).
p10 :- e0, T =.. [g, 1], T \== g(0), T =.. [g, 3], T \== g(0).
0.5::p10 :- Z == 1, e3(1,Z).
p11 :- p10, e0.
p11 :- (p10, \+ p01(1)) ; (e2(3,Y), p10, compare(O, Y, 1), \+ e1).
p11 :- e1, e2(X,X), e2(X,Z), X @>= f(1).
p20 :- e2(3,Z), p20.
0.6::p20 :- p00(Y), p01(Y).
0.9::p30 :- (p00(X), p11, e1) ; (p11, e2(2,Z), \+ p20).
p30 :- p10.
query(p20).
query(e0).
