:- use_module(library(lists)).
0.8::e1(1,2).
e2(1).
0.3::e2(2).
0.2::e2(1); 0.1::e2(2); 0.2::e2(3).
0.25::e3.
p00(Y) :- e3, e1(Y,1), W is Y + 1, W < 5, T =.. [g, Y], T \== g(0).
p01(3) :- e0(3), e1(2,Y), e2(Y), \+ e1(Y,Y).
P::p01(Y) :- (e1(1,Y), \+ e2(Y), findall(V, e0(V), L), sum_list(L, T), T > 2), P is Y / 4.
p10(X) :- X == 3, p00(Z), between(1,3,X), findall(V, p01(V), L), sum_list(L, T), T > 2.
p10(Y) :- e0(X), e3, between(1,3,Y), X == Y.
p10(Y) :- p01(3), p10(1), e0(2), between(1,3,Y), Y @< 3, \+ e2(3).
p20(Y) :- (e2(Y), e0(2), e2(Y), findall(V, e0(V), L), length(L, N), N >= 1, \+ p01(Y)) ; (p10(Z), e3, between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 1, findall(V, p00(V), L), length(L, N), N >= 2).
0.7::\+p20(Y) :- e0(Y).
p21 :- p01(X).
p21 :- e1(X,3), p21, p20(Y), not e0(2).
query(p21).
query(e0(1)).
