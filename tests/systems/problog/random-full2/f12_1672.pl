:- use_module(library(lists)).
0.75::e0.
0.6::e1(3).
0.7::e2(1,3).
0.6::e2(3,1).
0.6::e2(2,3).
0.2::e2(2,2); 0.3::e2(3,3).
0.25::e3.
p00(Y) :- p00(Y), compare(O, Y, 1), findall(V, e1(V), L), sum_list(L, T), T > 2.
p01(1,Y) <- e0, e2(Z,Y), p01(Y,3).
p10(X,X) :- e3, p10(3,X).
p10(Y,Y) :- Y == 3, e2(Y,2), e1(Y), p00(3), findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2.
P::p10(X,3) :- (p10(Y,2), between(1,3,X), W is X + 1, W < 5), P is X / 4.
p11(X,Y) :- e3, e3, p10(Y,X).
p20(Y) :- e0, p00(Y), p11(Y,X), \+ e1(Y), not p11(X,1).
0.4::p30(X) <- (e1(X), \+ e1(X)) ; (e2(Z,1), p00(1), between(1,3,X)).
p30(X) :- e2(1,Y), e3, between(1,3,X).
0.3::p31(X) :- p10(Y,Y), e3, e1(1), between(1,3,X), not p11(X,1), W is Y + 1, W < 5.
P::p31(Y) :- (e3, p11(3,3), p01(Y,Y), call(p00, 2)), P is Y / 4.
query(p31(2)).
query(p00(X)).
query(p10(3,3)).
