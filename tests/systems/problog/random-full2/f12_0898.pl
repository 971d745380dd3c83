:- use_module(library(lists)).
0.75::e0(3).
0.2::e0(2).
0.7::e1(3,2).
0.1::e3(2).
0.3::e3(3); 0.3::e3(1); 0.3::e3(2).
p00(Y) :- e3(2), p01, e3(2), between(1,3,Y), Y >= 2.
p00(Y) <- p01, e2(Y,Z), e2(3,2), Z >= 3.
P::p00(X) :- (p00(X), e3(Z), e3(Z), findall(V, e3(V), L), L = []), P is X / 4.
p01 :- e2(X,X), e3(2), e2(1,1), \+ e1(3,X), call(e0, X).
p01 :- e0(3), not e1(2,3), \+ e3(3).
0.6::p10(X,Y) :- e2(X,X), e1(X,Z), p00(X), between(1,3,Y), findall(V, e3(V), L), sum_list(L, T), T > 2, Z @< 3.
query(p00(1)).
query(p01).
query(e1(Y,2)).
query(p01) :- between(1,2,X).
evidence(e0(3), false).
