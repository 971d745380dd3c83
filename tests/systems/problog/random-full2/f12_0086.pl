:- use_module(library(lists)).
0.2::e0(1).
0.5::e0(2).
e1(3).
p00(X) :- e1(3), p00(X), p00(X).
P::p00(Y) :- (e0(Y), p00(Y), T =.. [g, Y], T \== g(0), call(e0, Y)), P is Y / 4.
P::p10(Y) <- (e0(Y)), P is Y / 4.
P::p11(Y,1) :- (p10(Z), between(1,3,Y), not e0(Z), findall(V, p00(V), L), sum_list(L, T), T > 2), P is Y / 4.
P::p11(X,3) <- (e1(X), e1(X), p11(1,X), W is X + 3, W < 5), P is X / 4.
query(p11(1,2)).
query(p10(Y)).
query(p11(X,X)).
query(\+ e1(3)).
