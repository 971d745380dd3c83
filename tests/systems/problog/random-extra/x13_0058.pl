:- use_module(library(lists)).
0.75::e0(1).
0.25::e0(3).
0.2::e0(3); 0.1::e0(1); 0.2::e0(2).
e1.
p00(3) :- e0(Y), p00(Y), e0(Y), findall(V, e0(V), L), sum_list(L, T), T > 2, findall(V, e0(V), L), L = [].
P::p00(X) :- (e0(Y), p00(Z), e0(X), Y >= 3), P is X / 4.
p10(1,3) :- e0(Z), p11(1), subquery(p00(3), Q), Q < 0.33.
p10(X,Y) :- p10(X,Z), p10(1,Z), p10(X,Y), \+ p00(Z), call(e0, Z).
p10(2,2) :- (p00(X), \+ p00(X), W is X + 2, W < 5) ; (p10(X,Y), X @=< a).
P::p11(X) <- (p11(X), p00(X)), P is X / 4.
p20(Y) <- p20(Z), p00(Y), p00(Z), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p20(Y) :- p20(Y), \+ e1.
p20(Y) :- e0(X), between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
query(p20(3)).
evidence(p11(2), true).
