:- use_module(library(lists)).
0.1::e0(2).
0.2::e0(2); 0.2::e0(3); 0.1::e0(1).
0.8::e1(1).
0.2::e1(1); 0.1::e1(2).
0.2::e2(3).
0.5::e2(2).
p00 :- (p00, subquery(e0(1), Q), Q < 0.33, \+ e0(2)) ; (e1(1), e0(Y)).
0.2::p01(X) :- (e2(X)) ; (e2(Z), between(1,3,X)).
p01(X) :- e1(Z), p01(2), between(1,3,X), \+ e1(2), Z \== Z.
p01(2) :- p00, p01(3), e0(Z), W is Z + 1, W < 5, W is Z + 1, W < 5.
0.4::\+p01(X) :- e0(X).
p10(X,Y) :- p11(Z,Y), p00, p00, between(1,3,X).
p10(2,3) :- p00.
p10(X,2) <- p00, e2(X), e2(X).
0.5::\+p10(Y,Y) :- e2(Y).
P::p11(Y,Y) <- (p00, e2(Y), e0(Y)), P is Y / 4.
p11(1,X) :- e0(Y), between(1,3,X), findall(V, p01(V), L), sum_list(L, T), T > 2, compare(O, Y, 2).
P::p11(X,X) :- (p11(Y,Z), between(1,3,X), not e2(Z)), P is X / 4.
query(p01(X)).
query(\+ p01(3)).
evidence(p10(3,2), true).
