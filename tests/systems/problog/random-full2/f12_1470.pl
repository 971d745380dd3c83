:- use_module(library(lists)).
e0(3,1).
e0(1,3).
0.2::e0(2,2); 0.1::e0(3,3).
0.3::e1(2,3).
p00(X,Y) :- e1(X,2), p01, between(1,3,Y).
p00(Y,Y) <- (e0(Y,3), e0(1,3), Y \== 3, findall(V, e1(Y,V), L), length(L, N), N >= 1) ; (p00(Y,Z), p00(1,Z), p01).
0.3::p01 <- X == 1, p00(2,X), e0(2,X), p00(X,X), findall(V, e1(3,V), L), sum_list(L, T), T > 2.
0.2::p01 :- e1(1,Z), p01, e1(X,Z).
p10(3) :- (p00(Z,2), e1(X,X), X >= 2, X @< a) ; (p00(Z,Y), Z =:= 1, findall(V, p00(1,V), L), L = []).
query(p01).
query(p10(2)).
query(p10(1)).
