:- use_module(library(lists)).
0.1::e0(3,1).
0.25::e0(1,1).
e1(3).
0.1::e1(2); 0.2::e1(1).
0.7::e2(3).
0.3::e2(1); 0.3::e2(2).
p00(Y) :- e0(X,Y), e0(3,X), e1(X), findall(V, e0(2,V), L), sum_list(L, T), T > 2, compare(O, X, 3).
p00(3) :- e1(1), findall(V, e1(V), L), length(L, N), N >= 2, T =.. [g, 3], T \== g(0).
\+p00(1) :- e2(1).
p01(Y) :- e2(X), between(1,3,Y), call(e1, 2), findall(V, e1(V), L), length(L, N), N >= 1.
p01(X) :- p00(Y), p01(Y), between(1,3,X), not e2(X).
p10(X) :- p10(Z), between(1,3,X), findall(V, p01(V), L), sum_list(L, T), T > 2.
P::p10(X) :- (p11(Y), between(1,3,X), subquery(e1(1), Q), Q > 0.33, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
\+p10(X) :- e1(X).
p11(X) :- p10(Z), p01(X), e1(X).
p11(Y) :- p10(2), p01(Z), between(1,3,Y).
p11(X) <- e2(Z), between(1,3,X), \+ p00(Z).
\+p11(X) :- e0(X,3).
0.2::p20(Y) :- e0(Y,Z), p20(2), Y \== Y.
p20(X) :- e2(Y), e0(1,1), between(1,3,X).
\+p20(3) :- e1(1).
p21 :- p01(3), p20(2), p01(X).
p21 :- e0(X,Z).
p21 :- p00(2), \+ p11(1), T =.. [g, 2], T \== g(0).
0.1::\+p21 :- e2(3).
query(p00(Y)).
query(\+ e1(2)).
