:- use_module(library(lists)).
0.6::e0(3).
0.1::e0(1); 0.1::e0(3); 0.1::e0(2).
0.8::e1(1).
0.25::e2(1,3).
0.8::e2(3,1).
e2(2,2).
P::p00(X,X) :- (e2(Y,Y), e1(Y), between(1,3,X)), P is X / 4.
0.8::p01(Y,X) <- (e0(X), e0(3), p01(X,3), between(1,3,Y), findall(V, e0(V), L), L \= []) ; (e0(Y), e0(Z), p00(Y,3), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, W is Y + 1, W < 5).
0.7::p01(Y,1) <- Y \== 1, e1(Y), e1(Y).
0.9::p10(X) :- e2(1,2), between(1,3,X), X \== 3, not p00(X,X).
0.5::\+p10(Y) :- e1(Y).
p11(Y) :- p01(Z,1), between(1,3,Y).
p20(Y) :- p01(1,X), p20(X), p11(X), between(1,3,Y).
p20(X) :- p20(Z), p01(Z,Z), between(1,3,X), \+ p10(1), subquery(p11(2), Q), Q > 0.33.
query(e1(3)).
query(e1(Y)).
query(e1(1)).
