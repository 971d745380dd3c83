:- use_module(library(lists)).
e0(2).
0.8::e0(1).
0.9::e1.
p00(Y) :- Y \== 2, Y \== 2, p00(Y), p01(Y), p01(Y).
0.3::p00(3) :- (e1, e1, T =.. [g, 3], T \== g(0)) ; (e0(1), not e0(3)).
p00(1) :- Z \== 2, p00(Z), e0(Z), findall(V, e0(V), L), sum_list(L, T), T > 2.
p01(Y) :- e0(Z), between(1,3,Y).
P::p10(X) :- (p01(X), p00(X), p00(X)), P is X / 4.
p10(2) :- e0(Y), p00(Y).
query(e0(3)).
query(p01(3)).
query(p10(3)).
query(\+ p01(1)).
