:- use_module(library(lists)).
0.75::e0.
0.6::e1(2,2).
0.5::e1(1,1).
0.2::e1(2,2); 0.3::e1(1,1); 0.1::e1(3,3).
p00(1) :- e0.
0.8::p10(X) :- (e0, e0, p10(X), findall(V, p00(V), L), sum_list(L, T), T > 2, \+ e1(2,X)) ; (e0, e0, e0, between(1,3,X)).
query(p00(1)).
query(e0).
evidence(e1(3,2), false).
