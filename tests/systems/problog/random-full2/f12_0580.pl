:- use_module(library(lists)).
0.8::e0(2,2).
0.2::e1(1).
e2(2).
0.3::e2(1).
p00 :- e2(X), p00, findall(V, e1(V), L), sum_list(L, T), T > 2.
0.6::p00 :- p01(3), e1(X).
P::p01(X) :- (e2(Y), p01(Y), between(1,3,X)), P is X / 4.
p01(X) :- e2(Y), e0(2,X), \+ e2(Y).
p01(X) :- p00, p01(X), e0(X,X).
p10(2,X) :- e2(Y), between(1,3,X).
p11(X) :- e1(X), p01(X), W is X + 3, W < 5.
query(p01(3)).
evidence(e0(3,2), false).
