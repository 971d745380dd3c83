:- use_module(library(lists)).
e0(1).
0.4::e1.
0.7::e2(2).
0.5::e2(1).
0.9::e2(3).
0.2::e2(2); 0.3::e2(3).
p00(Y) :- e1, between(1,3,Y), call(e0, Y).
p00(1) <- p00(Z), not e0(Z), not e2(Z).
p00(2) :- p00(1), findall(V, e2(V), L), length(L, N), N >= 2.
p01 :- e1.
p10(Y) :- e0(Z), between(1,3,Y).
0.6::p10(3) :- (e0(1), p01, e1, \+ p01, findall(V, e0(V), L), sum_list(L, T), T > 2) ; (Z \== 1, Z \== 1, p01, p11(Z)).
0.9::p11(X) <- p00(X), p01, p01, \+ p01, X == X.
p20(Y) :- Y == 3, p01, p00(3), between(1,3,Y).
p20(X) :- (p00(Z), between(1,3,X)) ; (e0(1), e2(Y), between(1,3,X)).
p20(1) :- p00(2), \+ e1.
p30(Y,Y) :- (p20(3), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (p30(X,Z), between(1,3,Y), T =.. [g, X], T \== g(0), call(p20, Z)).
query(e1).
query(p20(2)).
evidence(p30(3,2), false).
