:- use_module(library(lists)).
0.2::e0(3,3); 0.2::e0(2,2).
0.2::e1(1).
e1(2).
0.5::e1(3).
0.7::e2.
0.8::e3(2).
0.3::e3(1); 0.3::e3(2); 0.2::e3(3).
0.3::p00(X) :- e3(3), e3(3), between(1,3,X), X @>= a, W is X + 2, W < 5.
0.6::p01(2) :- e2, e3(Z).
p01(2) :- (e3(1), findall(V, e1(V), L), sum_list(L, T), T > 2) ; (p01(X), e2, e3(X)).
P::p10(Y) :- (e2, e2, between(1,3,Y)), P is Y / 4.
query(e3(Y)).
query(e1(X)).
