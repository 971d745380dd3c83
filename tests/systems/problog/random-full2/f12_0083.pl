:- use_module(library(lists)).
0.1::e0(3,3).
0.9::e0(3,2).
0.1::e1(1,3).
e1(1,2).
e2(1).
0.1::e2(3); 0.2::e2(1).
0.75::e3(3).
e3(2).
0.2::e3(2); 0.3::e3(3); 0.2::e3(1).
p00(X) :- X == 2, e2(X), e2(X), W is X + 3, W < 5.
P::p00(X) :- (e3(1), p01(Z,Y), between(1,3,X), Y \= 3), P is X / 4.
0.7::p01(X,1) :- e3(1), p00(X), e0(X,X), X @>= 1.
0.3::p10 :- p00(1), \+ p00(3).
p10 :- e2(1), p11, p01(Z,Z).
p10 <- Y == 3, p00(Y), p01(1,2).
0.75::p11 :- p00(2), e0(Z,3), W is Z + 2, W < 5.
p11 :- (e2(Y), call(p01, 3, 3), findall(V, e2(V), L), sum_list(L, T), T > 2) ; (X \== 1, e1(3,X), p11, e0(3,3)).
p20(Y) :- e2(2), p11, e1(Z,Z), between(1,3,Y), not p01(1,Y).
query(e0(X,Y)).
query(p00(Y)).
query(e0(X,X)) :- between(1,2,X).
query(\+ p00(1)).
evidence(p00(2), false).
