:- use_module(library(lists)).
0.1::e0.
0.4::e1(1).
0.3::e1(3).
0.7::e2.
p00(X) :- e2, between(1,3,X), W is X + 1, W < 5, X = 3.
P::p10(X,1) :- ((p00(3), e1(1), e2, between(1,3,X), \+ e2, T =.. [g, X], T \== g(0)) ; (p11(2), p11(3), between(1,3,X), findall(V, p00(V), L), sum_list(L, T), T > 2)), P is X / 4.
p10(Y,Y) :- e1(Y), Y =:= 3, compare(O, Y, 3).
P::p10(X,X) :- (e1(X), e2, W is X + 3, W < 5, \+ e2), P is X / 4.
P::p11(Y) :- (e1(Z), p11(X), p10(3,Z), between(1,3,Y)), P is Y / 4.
p11(1) :- e1(Z), e0.
p20(3) <- (e1(3), p00(1), e1(Z), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2) ; (p10(3,Z), e1(Z), p20(Y), Z == 1).
query(e1(X)).
query(p20(3)).
query(p00(2)).
