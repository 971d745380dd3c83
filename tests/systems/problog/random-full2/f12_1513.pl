:- use_module(library(lists)).
e0(3).
0.25::e1(2,3).
0.7::e1(3,2).
e1(3,3).
0.2::e2(2).
0.25::e3(1,2).
p00(X,3) :- X \== 2, e1(X,X), e2(1), call(e3, X, X).
p00(Y,X) :- X == 3, e2(1), p00(X,Y), e1(1,X), call(e0, Y).
p00(X,X) :- e0(Y), p00(1,Y), between(1,3,X), X == X.
p10(Y,X) :- (e0(X), p10(X,X), between(1,3,Y)) ; (e1(X,X), e2(3), between(1,3,Y)).
p10(3,X) :- (e1(X,X), e3(X,X), \+ e3(X,2), findall(V, e3(X,V), L), sum_list(L, T), T > 2) ; (e1(Z,Z), between(1,3,X)).
p10(X,X) <- (e1(3,Y), between(1,3,X), Y @=< 2) ; (e1(2,Z), e2(Z), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 2).
p11(2) :- e2(X).
query(p11(X)).
query(p11(1)).
query(p00(2,2)).
evidence(e2(2), true).
