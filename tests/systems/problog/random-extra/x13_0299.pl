:- use_module(library(lists)).
0.7::e0(2).
0.3::e0(3).
0.6::e1(2,1).
0.6::e1(1,3).
0.1::e1(2,2); 0.3::e1(1,1).
0.7::p00 :- e0(2), e1(3,1), call(e0, 3).
p00 :- (p00, \+ e0(2)) ; (p00, subquery(e0(2), Q), Q > 0.33, subquery(e0(3), Q), Q < 0.33).
0.7::p01(X) :- p01(Z), e1(Z,Z), between(1,3,X), compare(O, X, 2), Z < 2.
P::p01(Y) :- (Z == 1, e1(Y,Z), Z @=< 1), P is Y / 4.
p10 :- p00, e0(X), e0(X), X == X, not e1(X,X).
p10 :- e1(Z,X), p00, p00, call(p01, X), subquery(e0(2), Q), Q < 0.33.
0.25::\+p10 :- e0(3).
p20 :- e1(1,Z), p01(Z), Z @< 3, findall(V, e1(Z,V), L), length(L, N), N >= 2.
p20 :- (p00, \+ e0(2)) ; (p01(X), p20).
query(p10).
query(p01(X)).
query(p00).
