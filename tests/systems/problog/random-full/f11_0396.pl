:- use_module(library(lists)).
0.75::e0.
0.25::e1(1).
0.1::e1(3); 0.1::e1(1); 0.1::e1(2).
0.6::e2(1,1).
0.2::e2(3,3); 0.3::e2(2,2).
p00(3) <- Z \== 3, e1(Z), \+ e1(Z).
p01 :- e0, e0, \+ e1(1).
p10 :- e1(Z), e1(X), p10, findall(V, e2(Z,V), L), sum_list(L, T), T > 2.
p10 :- (p00(Y)) ; (e1(Y), p01).
0.3::p20(Y) :- p01, p01, between(1,3,Y), Y @>= a.
p30 :- p20(X), p01, X = 1.
query(p20(3)).
query(p10) :- between(1,2,X).
evidence(p01, true).
