:- use_module(library(lists)).
0.4::e0.
0.2::e1(3).
0.6::e1(2).
0.1::e1(2); 0.2::e1(1).
p00(Y,Y) :- Z \== 1, p00(Y,Z), e0.
p10(1) :- (p10(Z), e1(2), Z =\= 2, Z \== 3) ; (e1(X), p10(1), p00(X,X)).
p11(3) :- p11(3), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
query(p00(1,Y)).
query(e1(X)).
query(e0).
evidence(e0, false).
