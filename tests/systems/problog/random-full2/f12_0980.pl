:- use_module(library(lists)).
0.4::e0(2,2).
0.7::e0(2,1).
0.1::e0(1,3).
0.25::e1(3).
0.2::e1(1).
0.6::e1(2).
0.1::e1(2); 0.3::e1(1); 0.3::e1(3).
p00 :- e0(X,Y), e1(X), p00, findall(V, e1(V), L), sum_list(L, T), T > 2.
p10(Y) :- e1(Y), p10(Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2.
p10(Y) :- p10(Z), p00, p10(Z), between(1,3,Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
p11(Y,X) :- e1(Z), e1(Z), between(1,3,X), between(1,3,Y).
0.6::p11(X,X) :- e1(2), p00, e0(1,1), between(1,3,X).
p11(Y,X) :- (p11(X,X), between(1,3,Y), \+ p00, Y = X) ; (p11(X,1), between(1,3,Y)).
query(p10(Y)).
query(p00).
evidence(p11(1,1), true).
