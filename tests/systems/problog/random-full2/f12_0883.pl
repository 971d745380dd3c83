:- use_module(library(lists)).
e0(1).
0.6::e0(3).
0.1::e0(3); 0.2::e0(2).
0.3::e1.
0.9::e2(2).
0.2::e2(2); 0.3::e2(3); 0.1::e2(1).
0.1::p00(2,2) :- (p00(3,X)) ; (p01(3,2), findall(V, e0(V), L), sum_list(L, T), T > 2).
p01(1,Y) <- e2(X), e0(X), p00(X,2), between(1,3,Y), call(e2, 3).
p01(X,Y) :- (e1, e2(Y), e1, between(1,3,X), call(e2, Y)) ; (e1, e2(2), between(1,3,X), between(1,3,Y)).
p10 :- e1, p00(2,3), p10.
p10 :- p10, T =.. [g, 1], T \== g(0).
p10 :- e0(2).
0.3::p20(X) :- e0(1), p01(Y,2), between(1,3,X), compare(O, Y, 1).
p20(X) :- p20(3), p00(Z,Z), between(1,3,X).
p20(2) :- e2(X), p00(X,3), p01(Z,X), W is Z + 2, W < 5.
query(p00(1,X)).
query(p10).
query(p00(2,2)).
query(\+ p10).
