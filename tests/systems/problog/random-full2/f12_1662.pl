:- use_module(library(lists)).
0.3::e0(3,1).
0.1::e0(1,1); 0.2::e0(3,3); 0.1::e0(2,2).
0.3::e1(3,3).
0.7::e1(1,3).
0.2::e1(2,2).
e1(2,3).
0.1::e2(3).
0.5::e2(2).
0.6::e2(1).
0.1::e2(2); 0.2::e2(1).
0.9::e3(3).
P::p00(Y) :- (e1(Z,Y), e2(3), findall(V, e1(Y,V), L), sum_list(L, T), T > 2, Z @=< 3), P is Y / 4.
p00(X) :- (e2(X), e1(1,1), findall(V, e3(V), L), length(L, N), N >= 1) ; (e0(X,X), \+ e3(X)).
P::p10(Y) :- (e2(1), e1(Y,X)), P is Y / 4.
p10(Y) <- p00(3), e3(X), between(1,3,Y).
0.6::p10(X) :- e0(Y,Y), e1(X,Y), p10(3), not e3(3).
p20(Y,3) :- e3(X), p10(1), p00(X), between(1,3,Y), Y =\= 2.
p20(X,X) :- e3(Y), e2(X), e1(Z,2).
p20(Y,X) :- p20(X,Y), e2(X), W is Y + 1, W < 5, W is Y + 3, W < 5.
query(e0(3,1)).
query(e2(X)).
query(e1(1,2)).
evidence(e1(1,3), false).
