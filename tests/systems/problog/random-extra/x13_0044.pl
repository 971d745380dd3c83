:- use_module(library(lists)).
0.2::e0(2); 0.1::e0(1).
e1(1,1).
e2(1,1).
0.75::e2(3,1).
0.25::e2(2,1).
p00(X) :- e0(Z), between(1,3,X), subquery(e1(3,2), Q), Q < 0.33, X \= 1.
p01(X) <- p01(2), e1(Y,Z), between(1,3,X), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, W is Y + 3, W < 5.
\+p01(Y) :- e2(Y,1).
0.3::p10 :- p10, p01(Y), Y == Y.
p10 :- e1(X,Z), e2(2,1), e2(X,X).
\+p10 :- e2(1,2).
p20(Y) :- p10, e0(1), e1(Y,1).
p21(Y,X) :- e1(X,X), between(1,3,Y), W is X + 1, W < 5, \+ e0(Y).
p21(X,Y) :- p21(X,Z), e2(3,X), p10, between(1,3,Y), Y >= 1, \+ e0(Z).
P::p30(X,Y) <- (p10, p30(Y,X), compare(O, X, 3), \+ p20(X)), P is X / 4.
p30(Y,Y) :- p21(Z,Y), e1(Z,1), compare(O, Z, 2), W is Z + 1, W < 5.
query(e2(Y,Y)).
query(e2(X,1)).
query(p30(X,Y)).
query(\+ p01(2)).
