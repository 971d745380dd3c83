:- use_module(library(lists)).
e0(2,2).
e0(1,1).
0.7::e0(3,3).
0.1::e0(1,3).
0.25::e1(2).
e2(3,1).
p00(X) :- (e0(X,X), \+ e0(1,1), \+ e2(X,2)) ; (p00(3), e0(Y,2), between(1,3,X), Y @< 1).
p00(2) :- e0(X,X), p00(X), e0(Z,X).
p00(Y) :- e1(X), p00(Z), e2(X,Z), between(1,3,Y), W is Z + 1, W < 5, findall(V, e1(V), L), sum_list(L, T), T > 2.
p10 <- (p00(X), findall(V, p00(V), L), L = []) ; (e1(Y), p10).
p20(X) :- (e1(X), X @>= 2, X @=< 3) ; (e1(Z), between(1,3,X)).
p20(Y) :- p21(X,1), e2(2,2), e1(X), between(1,3,Y), \+ e1(Y).
p21(X,X) :- p21(Y,Z), between(1,3,X), Z =\= 1, \+ p00(Z).
p21(X,X) :- (p20(1), p20(3), p00(Y), between(1,3,X)) ; (e2(Z,1), between(1,3,X), call(e1, X), W is Z + 3, W < 5).
query(p00(3)).
query(p10).
query(\+ p20(1)).
