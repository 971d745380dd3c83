:- use_module(library(lists)).
e0(2,2).
0.1::e0(2,2); 0.3::e0(3,3).
0.75::e1(2).
0.8::e1(3).
0.6::e2(1).
0.1::e2(3); 0.2::e2(2).
p00(Y) <- p01, e2(X), between(1,3,Y), Y @=< a.
p00(Y) :- e0(2,Y), e1(1), \+ e0(Y,Y).
p00(Y) :- p01, e2(X), between(1,3,Y), \+ e2(1).
p01 :- p00(X).
p01 :- e2(3), e0(X,X), p01, W is X + 2, W < 5.
p01 :- e1(Z), p01, not e2(Z).
p10(Y) :- e2(2), p01, between(1,3,Y).
p11(1) :- p10(Y), p00(3), \+ p00(Y), Y @=< 1.
0.2::p11(X) :- e2(Y), e0(Y,Z), p10(Y), between(1,3,X), X < 3.
p11(Y) :- e2(1), e2(Y), p11(2), findall(V, p00(V), L), sum_list(L, T), T > 2.
query(p11(3)).
query(p00(1)).
query(p11(X)) :- between(1,2,X).
query(\+ p10(2)).
