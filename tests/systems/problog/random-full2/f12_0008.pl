:- use_module(library(lists)).
0.25::e1.
0.6::e2(3,2).
0.25::e2(2,1).
P::p00(Y) <- (e0(1), between(1,3,Y)), P is Y / 4.
P::p00(Y) :- (Y \== 2, e0(1), between(1,3,Y), \+ e1), P is Y / 4.
p00(X) :- p00(2), e2(X,X).
p10(Y,Y) :- e0(X), p10(X,2), e1, between(1,3,Y).
p10(Y,X) :- e2(1,Z), between(1,3,X), between(1,3,Y), findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2.
p20(1,X) :- e1, p00(Z), between(1,3,X).
p20(X,X) :- e2(Y,X).
p20(X,Y) <- (e0(2), e1, between(1,3,X), between(1,3,Y), call(e2, 3, X), \+ p00(X)) ; (e1, between(1,3,X), between(1,3,Y)).
query(e2(Y,1)).
query(\+ e1).
