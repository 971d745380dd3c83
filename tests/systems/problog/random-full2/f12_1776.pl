:- use_module(library(lists)).
0.3::e0(2).
0.6::e0(1).
0.2::e0(1); 0.3::e0(2); 0.3::e0(3).
0.4::e1(3).
0.1::e2(1,3).
p00(Y) :- e1(X), e2(Y,X), p00(3), findall(V, e1(V), L), L = [], \+ e0(X).
p00(X) :- (e0(X), p01(X), \+ e1(X), X =\= 3) ; (p01(Y), e0(2), e0(Y), between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2, findall(V, e2(2,V), L), sort(L, S), length(S, N), N < 2).
p01(X) :- Z == 3, p00(Z), e1(Z), e0(Z), between(1,3,X).
p01(X) :- p01(X), e0(Z), e0(X), X =\= 2, Z @>= 2.
0.25::p01(X) :- e1(Z), e2(2,3), p00(Z), between(1,3,X), Z \= Z, \+ e1(X).
0.1::p10(Y,Y) :- p01(3), e1(Z), between(1,3,Y).
p10(X,Y) :- e0(Z), between(1,3,X), between(1,3,Y).
0.9::p10(X,2) :- p00(Z), between(1,3,X), call(e1, Z), findall(V, e0(V), L), L = [].
0.3::p20(X) :- e0(2), e2(Y,X).
query(e2(2,1)).
query(p00(1)).
query(\+ e2(3,3)).
