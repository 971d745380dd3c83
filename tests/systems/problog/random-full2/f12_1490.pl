:- use_module(library(lists)).
0.3::e0(1).
0.8::e0(2).
e1(2).
0.4::e2(3).
0.2::p00(X,Y) :- p01, p00(Y,Z), e2(Y), between(1,3,X), findall(V, e2(V), L), sum_list(L, T), T > 2, \+ e0(X).
p01 :- (e2(Y), e0(X), e2(2)) ; (e2(Z), e2(2), T =.. [g, Z], T \== g(0)).
p10(X) :- e1(X), X @< a.
p10(Y) :- p10(Y), e1(3), Y \= 1.
p10(Y) :- e2(Y), e2(Y), e2(Z), findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2.
0.9::p11 <- Z \== 3, p01, e0(Z), W is Z + 1, W < 5.
p11 <- p01.
p11 :- e1(Z), \+ p01.
query(p01).
evidence(p11, true).
