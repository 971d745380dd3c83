:- use_module(library(lists)).
e0(3).
e0(1).
0.4::e1(2,1).
0.6::e1(3,1).
e2.
p00(X) :- (e1(Z,Y), between(1,3,X), \+ e0(3)) ; (e1(Z,Z), between(1,3,X)).
p00(X) :- e1(Z,X), e2, findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2.
p01(X) :- p01(2), e0(Y), p01(3), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1.
p01(X) <- p00(2), e1(Y,1), between(1,3,X), findall(V, e1(X,V), L), L \= [].
p01(X) :- e0(X), findall(V, e1(X,V), L), L \= [].
p10(2) :- p00(X), not p01(X).
p11(Y) :- e1(X,2), p01(X), between(1,3,Y).
0.2::p11(1) :- e2.
p20(X) :- (e0(X)) ; (e0(X), X >= 3).
p20(X) :- e0(Y), between(1,3,X), Y \= Y.
p20(Y) :- X \== 2, p01(X), e2, between(1,3,Y).
p30(2,X) <- p01(X), p01(Y).
0.25::p31 <- (p00(1)) ; (e2, p31, e1(X,1), W is X + 2, W < 5).
query(e2).
query(p30(X,X)) :- between(1,2,X).
