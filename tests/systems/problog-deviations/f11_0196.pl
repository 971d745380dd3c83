:- use_module(library(lists)).
0.2::e0(2).
0.7::e1(2,2).
0.3::e1(1,1).
0.3::e1(1,2).
0.1::e1(3,3); 0.2::e1(2,2).
0.5::e2.
p00(X,3) <- p00(X,Y), p00(Y,X), e2.
p10(Y,Y) :- p10(Z,Z), e1(Z,Z), between(1,3,Y), \+ p00(Y,Z).
p10(Y,2) <- (e1(Z,Z), e2, between(1,3,Y), findall(V, p00(1,V), L), sum_list(L, T), T > 2) ; (p00(Z,3), between(1,3,Y), findall(V, p00(Z,V), L), sort(L, S), length(S, N), N < 2, Y = 3).
P::p20(Y) :- (e0(1), between(1,3,Y)), P is Y / 4.
query(p20(1)).
query(p10(2,Y)).
query(\+ p10(1,1)).
evidence(p00(1,2), false).
