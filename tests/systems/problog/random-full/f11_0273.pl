:- use_module(library(lists)).
0.5::e0(3,3).
0.75::e0(3,1).
e0(3,2).
0.8::e1(2).
0.2::e1(1).
0.6::e2(1).
0.2::e3.
p00(X) :- p00(X), compare(O, X, 2).
P::p01(X) :- (e0(1,2), e1(X), e3, W is X + 2, W < 5), P is X / 4.
0.75::p01(Y) :- e3, between(1,3,Y), T =.. [g, Y], T \== g(0), W is Y + 3, W < 5.
p10(Y) :- e3, between(1,3,Y), Y = Y, Y @>= a.
P::p10(Y) :- (e0(Z,X), e2(1), e3, between(1,3,Y), Y < 3), P is Y / 4.
P::p10(Y) :- (Y \== 2, p01(Y), findall(V, p00(V), L), sum_list(L, T), T > 2), P is Y / 4.
p20 :- e2(Z), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
0.2::p20 :- p20, p00(Y).
query(e1(3)).
query(p10(1)).
query(e3).
query(\+ p00(1)).
evidence(e2(3), true).
