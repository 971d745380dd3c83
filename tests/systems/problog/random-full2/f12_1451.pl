:- use_module(library(lists)).
e0(3).
0.4::e0(2).
0.2::e0(3); 0.2::e0(1).
0.2::e1(3,2).
0.7::p00(Y) :- p00(X), e1(X,Y), p00(Y), \+ e1(X,1), not e1(2,X).
P::p00(X) :- (p00(3), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, findall(V, e0(V), L), L = []), P is X / 4.
P::p01(X) :- (e0(X)), P is X / 4.
0.6::p01(X) :- p01(2), p00(Y), p01(Y), between(1,3,X).
p10(Y,X) :- p11(Y,3), between(1,3,X).
p10(X,1) :- e1(Y,Y), e0(1), between(1,3,X), \+ p00(X).
P::p11(Y,3) <- (e1(Y,3), p11(1,Z), call(e1, 2, Y), not p00(Y)), P is Y / 4.
p11(X,Y) :- p01(2), between(1,3,X), between(1,3,Y), \+ p01(1), Y = Y.
p11(X,X) :- (p01(Z), between(1,3,X), not e1(X,X)) ; (p01(Z), between(1,3,X)).
query(e0(2)).
query(p00(X)) :- between(1,2,X).
evidence(p10(2,3), true).
