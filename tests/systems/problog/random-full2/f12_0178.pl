:- use_module(library(lists)).
0.75::e0(2,3).
e0(1,2).
0.1::e0(3,3); 0.3::e0(1,1).
0.9::e1.
0.9::e2.
P::p00(X,2) :- (e1, e0(Z,3), e2, between(1,3,X)), P is X / 4.
p01(X) :- p01(Z), e0(X,3), p01(3).
p01(X) :- e1, p01(1), p01(Z), between(1,3,X).
p01(X) :- X \== 3, p01(X), \+ e2.
p10(Y) :- p11(X), p11(Y).
p10(Y) :- p01(Y).
p10(X) :- e0(X,Y), e0(Y,1), findall(V, p00(X,V), L), sum_list(L, T), T > 2, compare(O, X, 2).
0.7::p11(X) :- p10(1), p01(Z), p01(Z), between(1,3,X), X >= 1.
p11(Y) :- p10(Z), p01(3), between(1,3,Y).
query(e0(3,X)).
query(e1).
