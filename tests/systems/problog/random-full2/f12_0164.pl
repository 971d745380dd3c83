:- use_module(library(lists)).
0.7::e0(1,3).
0.3::e0(2,2); 0.3::e0(1,1); 0.1::e0(3,3).
0.25::e1.
0.3::e2(2); 0.3::e2(1); 0.1::e2(3).
p00(X) :- e0(Z,Z), between(1,3,X), \+ e0(Z,X), findall(V, e2(V), L), sum_list(L, T), T > 2.
0.7::p01 :- e1, e1, e1, T =.. [g, 2], T \== g(0).
p01 <- (e1, e0(1,1), \+ e2(2), T =.. [g, 2], T \== g(0)) ; (e1, e2(Z), e0(Z,1), Z == Z).
p01 :- p00(Z), e0(Z,Z), e2(X), findall(V, e0(3,V), L), L \= [], T =.. [g, Z], T \== g(0).
p10(X) <- p01, between(1,3,X), not e2(2), call(e0, X, X).
p11(1) :- p11(1), p00(Y), p10(2).
0.6::p11(X) :- p11(Y), e0(Z,Y), p01, between(1,3,X), Z =:= 1, not e0(X,Z).
p20(Y) :- p11(Z), e1, p00(Z), between(1,3,Y), Z >= 2.
p20(X) :- e0(3,Z), p00(Z), p00(Z), between(1,3,X).
p20(Y) :- (p20(3), p11(3), p01, between(1,3,Y)) ; (e0(X,Z), e2(Z), p01, between(1,3,Y)).
query(e0(1,3)).
query(p10(1)).
evidence(p00(3), false).
