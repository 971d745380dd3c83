:- use_module(library(lists)).
0.75::e0(3).
e1(1,2).
0.6::e1(2,2).
0.5::e1(2,3).
0.1::e1(2,2); 0.3::e1(3,3); 0.2::e1(1,1).
p00(X) :- p01(Z), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e1(X,Z).
p00(Y) :- e1(Z,X), e0(1), between(1,3,Y).
p00(Y) :- p00(X), e0(X), e0(Z), between(1,3,Y).
p01(Y) :- p01(Y), Y == Y.
P::p10(Y) :- (p10(X), between(1,3,Y)), P is Y / 4.
p11 :- p10(2), p10(Z), call(e0, Z), not e0(Z).
p11 :- p11, p10(Z), e1(3,2), \+ e0(2).
query(p00(2)).
query(p01(Y)).
query(p11).
