:- use_module(library(lists)).
0.9::e1(1).
0.6::e1(2).
e2(3,3).
0.5::e3(1,1).
p00 :- e2(3,X), e0(1,2), p00, \+ e1(X).
p00 :- e2(Z,X), e2(X,Z), e1(1), X =\= 2.
p00 :- e3(1,Z), e2(Z,Z), Z == Z.
0.1::p01(Y,X) :- p00, between(1,3,X), between(1,3,Y), not e1(3).
p10(3,2) :- (p10(1,Z), e2(2,1)) ; (e2(Y,X)).
p10(2,1) :- p11(1).
p11(X) :- (e2(Z,X), W is Z + 3, W < 5, findall(V, p01(Z,V), L), sum_list(L, T), T > 2) ; (e1(1), between(1,3,X), X = 2, findall(V, e2(X,V), L), length(L, N), N >= 2).
p11(Y) :- e2(3,X), between(1,3,Y), \+ e2(X,X).
p11(Y) :- X \== 1, e2(Z,Z), p10(2,X), e1(X), between(1,3,Y), W is Z + 2, W < 5.
0.1::p20 <- p00, findall(V, p01(3,V), L), sum_list(L, T), T > 2.
P::p21(X,2) :- ((e1(3), between(1,3,X), X = X, X @=< a) ; (p21(2,3), p21(Y,Y), between(1,3,X), W is Y + 1, W < 5)), P is X / 4.
p21(X,X) :- p00, between(1,3,X).
0.1::p21(Y,Y) :- p20, between(1,3,Y), Y @>= 2, T =.. [g, Y], T \== g(0).
query(p10(2,2)).
query(e1(X)).
evidence(p00, true).
