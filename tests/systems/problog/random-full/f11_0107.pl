:- use_module(library(lists)).
0.1::e0(3).
0.3::e0(2); 0.3::e0(1).
0.4::e1(3).
e2(2).
e2(3).
0.2::e3.
0.9::p00(X,X) :- (p00(2,Y), e1(Y), between(1,3,X), findall(V, e2(V), L), L \= [], not e1(1)) ; (e2(Y), e2(Y), between(1,3,X), Y < 1).
p10(X,3) :- p10(X,X), p10(X,X), p10(Z,1).
p11(X) :- (p10(X,Z), e2(Z), e3) ; (e2(X), p11(X), e0(X), X >= 1, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
query(e2(2)).
query(p00(Y,Y)).
query(e0(2)).
