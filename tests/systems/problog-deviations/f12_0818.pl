:- use_module(library(lists)).
e0.
0.5::e1.
0.4::e2.
p00(1) :- (p00(2), T =.. [g, 3], T \== g(0)) ; (p00(2), e0).
p00(X) :- p00(Z), between(1,3,X), Z == 1.
p10(1) :- e1, p11, e2, T =.. [g, 1], T \== g(0), findall(V, p00(V), L), L = [].
P::p10(Y) :- ((e2, between(1,3,Y), Y =:= 1) ; (e2, p00(Y))), P is Y / 4.
p11 :- p11, p00(1), p00(Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
0.1::p11 :- e0, p10(Y), Y @< 2, Y @=< 2.
p11 <- e2, p10(X), p11, not p00(X).
P::p20(Y) :- ((e0, p11, e1, between(1,3,Y), call(p00, 1)) ; (Y == 2, e2, p11, e1, between(1,3,Y), \+ p10(Y))), P is Y / 4.
P::p20(Y) :- (p11, p00(1), p20(Y), Y @< 3, \+ p11), P is Y / 4.
0.2::p30 :- p10(X), e1, p20(X), call(p00, X), X = X.
query(p11).
query(p10(2)).
