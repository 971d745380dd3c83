:- use_module(library(lists)).
0.2::e0(1).
0.1::e0(2).
e1(2).
e1(3).
0.2::e1(2); 0.3::e1(3).
0.1::e2.
0.2::p00(Y) :- Y == 3, e1(Z), e0(2), p00(1), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 2.
p10(Y) :- (e1(Z), p10(2), e2, between(1,3,Y), Y \== 1, \+ e1(Z)) ; (e1(X), e0(X), between(1,3,Y)).
p11(X) :- X \== 2, p00(2), e2, between(1,3,X).
p11(1) <- (e0(X), p00(Z), call(p00, Z), compare(O, Z, 1)) ; (e0(1), \+ e0(2)).
query(e1(1)).
query(e0(X)).
query(e1(1)).
