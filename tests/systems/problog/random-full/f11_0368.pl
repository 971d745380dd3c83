:- use_module(library(lists)).
0.25::e0(2,2).
0.3::e0(3,3); 0.3::e0(2,2); 0.1::e0(1,1).
0.1::e1(1).
0.3::e1(3); 0.2::e1(1).
e2(2,2).
0.2::e2(1,1); 0.3::e2(3,3).
0.3::p00(X) :- (e1(Y), p00(Y), e0(1,Y), between(1,3,X)) ; (e0(X,X)).
p00(2) :- p00(Z), p00(Z).
p10(Y) <- p11(X), between(1,3,Y), \+ p00(X).
p10(Y) :- (p10(Y), e1(X), p10(Y), X \== Y, findall(V, e2(2,V), L), sum_list(L, T), T > 2) ; (e1(Z), between(1,3,Y)).
p11(2) :- e0(Y,1), Y =:= 2.
query(p11(2)).
query(e1(Y)).
