:- use_module(library(lists)).
e0(3).
e1(2,1).
0.1::e1(3,3); 0.2::e1(1,1); 0.1::e1(2,2).
p00(X) :- (e0(X), e0(2), e0(Y)) ; (e0(1), p00(2), between(1,3,X)).
p10 :- p10.
p11(2) :- e0(Y), e0(Y), p10, \+ e1(Y,Y).
0.5::p11(Y) :- (p11(Y), p00(Y), findall(V, e1(3,V), L), sum_list(L, T), T > 2, compare(O, Y, 2)) ; (p10, p10, e0(Y)).
p11(1) :- e0(3), e0(Y), call(e1, Y, Y).
query(e0(2)).
query(p11(Y)).
query(p00(Y)).
