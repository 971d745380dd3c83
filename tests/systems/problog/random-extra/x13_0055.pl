:- use_module(library(lists)).
0.25::e0(3).
e0(2).
0.2::e1(1).
0.5::e1(2).
0.9::e2(3).
p00(Y) :- e0(X), between(1,3,Y), findall(V, e2(V), L), length(L, N), N >= 2.
0.8::p00(Y) <- e0(X), p00(1), e1(X), between(1,3,Y), findall(V, e0(V), L), L = [], subquery(e0(2), Q), Q < 0.33.
p01 :- p00(Y), e2(X), \+ e2(Y).
0.2::p01 :- (e0(Y), e2(Y), e0(1), subquery(e2(1), Q), Q > 0.33) ; (e2(X), p01, p01, X == X).
p01 :- e0(2).
p10(X) :- p10(X).
p11(1) :- p00(1), findall(V, e1(V), L), sum_list(L, T), T > 2, \+ e2(2).
p11(2) <- p10(Z), p10(Z), p11(2), findall(V, e2(V), L), sum_list(L, T), T > 2.
p11(2) :- e0(Z), e2(Z), e0(3), Z == 1, Z @>= 3.
0.6::\+p11(Y) :- e1(Y).
0.3::p20(Y) :- p20(X), p11(X), p01, between(1,3,Y), call(p10, X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
P::p30(X,X) :- ((e0(Y), e0(1), p01, between(1,3,X)) ; (X == 1, p30(Z,Z), between(1,3,X), Z @>= f(1))), P is X / 4.
0.7::p30(X,Y) :- Y == 2, p00(X), e1(Z), between(1,3,Y), X =:= 3.
P::p30(Y,Y) :- (e0(3), p30(3,1), p30(1,Y), findall(V, p11(V), L), sum_list(L, T), T > 2, W is Y + 3, W < 5), P is Y / 4.
p31(X) :- (e1(2), p11(X), compare(O, X, 1), X \== X) ; (p00(Z), between(1,3,X)).
p31(Y) :- p31(Z), e2(X), between(1,3,Y).
query(p20(Y)).
