:- use_module(library(lists)).
0.3::e0(2).
e1(3).
e2(1,3).
0.3::e2(2,1).
e2(3,3).
0.7::e2(3,2).
0.1::e2(2,2); 0.2::e2(3,3).
0.5::p00(Y) :- e2(3,Y), e2(Y,3), e2(Y,3), findall(V, e1(V), L), length(L, N), N >= 2, Y < 2.
p00(Y) :- (e2(X,X), p01, between(1,3,Y), Y @>= f(1), not e0(Y)) ; (e0(Z), between(1,3,Y)).
p00(X) :- e2(X,1), e0(X), p01.
p01 :- e1(3), call(e1, 2).
p10(Y) <- p00(Y).
P::p20(Y) :- (p01, between(1,3,Y), Y \= Y), P is Y / 4.
query(p10(2)).
query(e1(1)).
evidence(p00(2), false).
