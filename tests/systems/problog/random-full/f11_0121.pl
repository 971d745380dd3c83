:- use_module(library(lists)).
0.1::e1(1).
0.2::e1(3); 0.3::e1(2); 0.3::e1(1).
0.6::e2.
0.8::e3(2).
0.2::e3(3).
0.9::p00 :- e3(Z), e0(Z,2), findall(V, e3(V), L), sum_list(L, T), T > 2, W is Z + 1, W < 5.
p10(Y) :- e2, e1(Z), between(1,3,Y), Y \= Z.
p10(X) :- (e2, between(1,3,X), X = X) ; (X == 2, e0(X,3), p00, findall(V, e3(V), L), sort(L, S), length(S, N), N < 2).
p10(Y) :- e0(Z,1), e2, between(1,3,Y), W is Z + 3, W < 5.
p11 :- e2.
p11 <- (e2) ; (p11, T =.. [g, 2], T \== g(0)).
p20 :- Z == 2, e2, p10(Z), p20, W is Z + 3, W < 5.
p20 :- e3(Z), Z = 2.
query(p20).
query(p10(2)).
query(\+ e3(2)).
