:- use_module(library(lists)).
e0(2,2).
0.9::e1(3).
0.3::e1(1); 0.2::e1(2); 0.2::e1(3).
e2(3,1).
0.1::e2(1,1); 0.3::e2(2,2).
p00(Y) :- p00(Z), p01(Z,Y), Y = Z, not e2(3,Z).
p00(X) :- e0(Y,2), between(1,3,X), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2, X == X.
p00(Y) :- (e1(Z), e2(Z,2), e1(1), between(1,3,Y), W is Y + 3, W < 5) ; (e0(1,X), between(1,3,Y), call(e2, Y, 2)).
p01(X,X) :- (X \== 1, p01(Y,3), e0(Z,Z), p00(Y), between(1,3,X), not e1(Y)) ; (e1(Y), between(1,3,X), not e0(X,X)).
p01(X,Y) :- (e0(3,2), p00(Y), p01(Y,Y), between(1,3,X)) ; (e0(Z,Y), p01(Z,Y), between(1,3,X)).
p10(X) :- (e0(2,3), p01(1,Z), p10(Z), between(1,3,X)) ; (p01(Z,Z), p00(Z), between(1,3,X), not p01(X,X)).
p10(Y) :- e0(1,X), p00(X), p01(X,3), between(1,3,Y).
p11 <- p01(X,2), p01(X,3), p01(Z,3).
0.2::p11 :- (p01(Y,Y), Y @< 1) ; (p01(Y,Z), p10(Y)).
p20(1,X) :- (p00(X), p10(X), p01(X,X), \+ e2(X,X), \+ p01(2,2)) ; (p11, p20(Y,Y), between(1,3,X), findall(V, e2(1,V), L), length(L, N), N >= 1).
p20(3,Y) :- p21(Y), e2(Z,Y), e1(X), findall(V, p00(V), L), sum_list(L, T), T > 2.
p20(1,X) <- X == 1, X == 3, p10(X).
0.25::p21(Y) <- p11, between(1,3,Y), Y >= 3, W is Y + 1, W < 5.
p21(3) :- p00(Y), e1(Y), e1(Y).
p21(X) :- p20(Z,Y), between(1,3,X), X == X, Y @>= 1.
query(e1(1)).
query(p21(X)) :- between(1,2,X).
