:- use_module(library(lists)).
0.75::e0(3).
0.6::e1(1).
0.1::e2.
0.8::e3(1).
0.1::e3(3).
p00(Y) <- e0(X), between(1,3,Y), Y =:= 1.
p00(Y) :- p00(Y), e0(Y).
p10 :- p11.
0.3::p10 :- e0(1), e0(2), p11.
p11 :- e0(Z), not e1(1), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
p20 :- e3(Y), p20, not p00(2), Y @=< 2.
query(e2).
query(p10) :- between(1,2,X).
query(\+ e2).
evidence(e3(1), true).
