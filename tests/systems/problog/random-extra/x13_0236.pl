:- use_module(library(lists)).
0.6::e0(2).
0.2::e0(3); 0.3::e0(2); 0.3::e0(1).
0.75::e1(2,1).
e1(2,3).
0.4::e1(1,2).
0.1::e1(2,2); 0.1::e1(1,1).
e2.
e3(2,1).
0.6::p00 :- e3(Y,X), subquery(e3(3,1), Q), Q > 0.33.
p00 :- e1(2,X), p00, p01(1,1), X @>= 2.
p00 :- e0(X), e1(X,X).
0.9::\+p00 :- e2.
p01(Y,Y) :- e3(2,Z), e2, p01(Z,Z), between(1,3,Y), \+ e1(3,2), W is Z + 1, W < 5.
0.75::p01(Y,X) :- (e0(Y), e0(2), e2, between(1,3,X)) ; (p01(2,1), between(1,3,X), between(1,3,Y)).
p01(X,X) <- X == 1, e0(3), between(1,3,X).
0.9::\+p01(Y,Y) :- e2, between(1, 3, Y).
p10(X) :- p00, p11, e3(X,Y), Y < 1, findall(V, e0(V), L), sum_list(L, T), T > 2.
P::p10(Y) <- (e3(1,X), e1(3,Z), p10(3), between(1,3,Y), not e3(Y,Z), W is Z + 2, W < 5), P is Y / 4.
p11 :- p00, e0(X).
p11 :- p01(X,Y), p01(X,Y).
query(e2).
