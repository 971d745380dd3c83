:- use_module(library(lists)).
e0(3,2).
0.3::e0(3,3).
0.6::e0(3,1).
0.5::e2(2).
0.75::e3(2).
0.8::e3(1).
0.2::e3(3); 0.3::e3(1).
p00 :- p00, e1(Y,X), p00, X < 3.
0.25::p00 <- (e3(3), \+ e1(2,1), call(e1, 1, 1)) ; (e2(Y), e2(Y), e1(X,Y)).
p01(Y) :- (e3(X), e1(2,X), e0(X,X), between(1,3,Y), findall(V, e1(Y,V), L), sum_list(L, T), T > 2) ; (e1(Y,Y), e2(Y), findall(V, e3(V), L), length(L, N), N >= 1).
p01(X) :- p00, between(1,3,X).
p01(X) :- e0(2,1), e0(1,Y), between(1,3,X), Y == 1.
0.2::p10 :- p00, e0(3,Z), \+ e2(Z), not e0(Z,3).
0.1::p10 :- p10, findall(V, e1(2,V), L), L = [].
0.75::p10 <- Y == 3, e0(Y,Y), e3(2), \+ e2(Y).
p11(3,X) :- p11(Z,1), between(1,3,X), X == Z, W is X + 3, W < 5.
P::p11(Y,X) :- (e2(Y), p10, e2(Y), between(1,3,X), findall(V, p01(V), L), sum_list(L, T), T > 2), P is Y / 4.
query(e0(1,1)).
query(p11(Y,2)).
query(e3(3)).
query(\+ e3(3)).
