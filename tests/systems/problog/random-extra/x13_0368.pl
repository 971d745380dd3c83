:- use_module(library(lists)).
e0.
0.9::e1.
p00(Y,3) :- e2(X), e1, between(1,3,Y).
p00(X,3) :- e2(Z), between(1,3,X), W is X + 3, W < 5.
P::p01(Y) :- (e1, e1, p00(1,Z), between(1,3,Y), \+ e0, not e2(Z)), P is Y / 4.
P::p10(Y,X) :- (p10(2,Z), between(1,3,X), between(1,3,Y), findall(V, e2(V), L), L = [], \+ e0), P is Y / 4.
0.2::\+p10(3,X) :- e1, between(1, 3, X).
P::p11(Y) :- (e0, between(1,3,Y), W is Y + 2, W < 5, subquery(p01(3), Q), Q > 0.33), P is Y / 4.
query(p00(2,Y)).
query(\+ e0).
