:- use_module(library(lists)).
e0(2,2).
0.6::e1(3).
0.25::e1(1).
e2(3,3).
e2(1,1).
p00(Y) :- e2(Y,X), \+ e2(Y,Y), W is X + 3, W < 5.
p00(X) :- (e2(Y,X)) ; (e1(X), \+ e2(1,3)).
P::p00(X) :- (p01(Y), between(1,3,X), \+ e1(Y)), P is X / 4.
0.4::p01(1) :- e2(Y,Z), e0(Y,3), e1(Y), findall(V, e1(V), L), sum_list(L, T), T > 2, \+ e2(1,Y).
p01(Y) :- e1(X), e0(Z,1), e1(Z), between(1,3,Y), not e0(Z,X), \+ e0(1,Z).
p01(X) <- p01(X), p00(Z), e1(X).
p10(X,X) :- e0(3,Z), p11(Z), p00(2), between(1,3,X), T =.. [g, X], T \== g(0).
p11(Y) :- p01(Z), between(1,3,Y).
\+p11(Y) :- e1(Y).
p20(X) :- p00(X), e2(X,X), not p11(X), call(p10, X, 1).
p21 :- p10(Y,2), e2(Y,X).
0.3::\+p21 :- e1(1).
query(p00(Y)).
query(p01(Y)).
query(p11(1)).
