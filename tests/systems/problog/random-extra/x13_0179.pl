:- use_module(library(lists)).
0.3::e0(2).
0.3::e1(2).
e2(2).
0.25::e3(2).
0.3::p00(X) :- (X \== 2, e2(Y), e0(Y), p00(Z), between(1,3,X), findall(V, e2(V), L), sum_list(L, T), T > 2) ; (p01(Z), p01(3), between(1,3,X), findall(V, e0(V), L), L = [], T =.. [g, X], T \== g(0)).
p00(2) :- p01(1).
p00(Y) :- (p01(Y)) ; (e1(X), between(1,3,Y)).
p01(X) :- (e3(X), W is X + 1, W < 5, call(e1, X)) ; (e2(Z), between(1,3,X), findall(V, e2(V), L), L = []).
0.1::p01(Y) :- e2(Y), e1(1).
p10(X) :- X == 1, e3(Z), between(1,3,X), X @< f(1).
0.25::p10(X) <- p01(Y), p10(Z), between(1,3,X), Z @>= 2.
p10(X) :- e2(Z), e1(Z), p00(Y), between(1,3,X).
p11(Y,X) :- (p01(X), e1(X), p01(X), between(1,3,Y), findall(V, e2(V), L), sum_list(L, T), T > 2) ; (p11(2,X), between(1,3,Y)).
p11(Y,X) :- e2(Z), e2(1), e2(1), between(1,3,X), between(1,3,Y), findall(V, p00(V), L), sum_list(L, T), T > 2, subquery(p01(2), Q), Q > 0.33.
p11(X,Y) :- p01(1), p10(Z), p01(X), between(1,3,Y), \+ p00(Y).
0.2::p20 :- p21(1), e0(X), p01(3).
p20 :- (p10(X), e0(2), \+ p11(1,1)) ; (p01(3), p21(X)).
p21(Y) :- e3(Z), e2(2), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, W is Y + 3, W < 5.
0.4::\+p21(1) :- e2(1).
p30(X) :- e1(Z), p00(Z), p11(Z,Z), between(1,3,X).
p30(2) :- p21(X), e2(1), findall(V, e0(V), L), length(L, N), N >= 2, findall(V, p11(1,V), L), length(L, N), N >= 1.
0.6::\+p30(X) :- e0(X).
query(p00(1)).
query(e0(Y)).
query(\+ e2(1)).
evidence(p20, true).
