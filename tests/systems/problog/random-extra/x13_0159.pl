:- use_module(library(lists)).
0.5::e0(3).
0.6::e0(1).
0.75::e1.
0.5::e2(1,1).
p00(X) <- e2(Z,X), p00(X), e2(Y,Z), X @>= a.
p00(1) <- e0(X), e2(X,2).
p10 :- p11(Y), p00(2).
p10 <- e2(Z,1), e1, call(p00, 2), \+ e1.
p10 :- p11(2), p10.
p11(X) :- e1, between(1,3,X).
P::p11(Y) :- (e0(Z), e2(2,1), between(1,3,Y), \+ e0(Y), findall(V, e2(Z,V), L), length(L, N), N >= 2), P is Y / 4.
0.3::p11(X) :- p11(Y), between(1,3,X), compare(O, X, 1), \+ e0(X).
query(p00(X)).
query(e0(1)).
query(p11(X)).
query(\+ p11(1)).
