:- use_module(library(lists)).
e0(3).
0.1::e1(2); 0.1::e1(1).
p00(2,X) :- p01(Y), e0(2), between(1,3,X), compare(O, X, 3).
p00(X,2) :- e1(3), between(1,3,X).
p00(X,X) :- X \== 1, e1(X), e1(3), p00(X,3).
p01(Y) :- e0(X), e1(2), p01(X), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(Y,Y) :- p00(X,Z), e0(Y), p00(X,Y).
p10(Y,X) :- (p10(1,2), e0(2), e1(Y), between(1,3,X), not e1(X)) ; (p00(1,X), p00(X,Y), e0(Y)).
p11(X) :- p01(X), X = X, W is X + 1, W < 5.
query(p11(X)).
query(e0(3)).
query(p10(X,X)) :- between(1,2,X).
query(\+ p11(3)).
