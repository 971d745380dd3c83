:- use_module(library(lists)).
0.9::e0(2,1).
0.4::e0(1,3).
e1(2).
e2(2,2).
0.1::e2(2,2); 0.1::e2(3,3).
p00(X) :- e0(2,3), e0(1,1), between(1,3,X).
p01(Y,Y) :- Y \== 1, e1(3), e1(2), between(1,3,Y), Y = Y.
p01(2,X) :- (e0(X,Z), p01(X,Z), e0(X,Z), findall(V, e0(X,V), L), sum_list(L, T), T > 2, call(e0, X, Z)) ; (e1(Z), e0(Z,Z), between(1,3,X)).
p01(X,Y) :- p01(X,X), between(1,3,Y), \+ e1(Y).
p10(2) :- p00(Y), e0(3,1), W is Y + 2, W < 5.
p20(Y) :- e1(X), p00(X), between(1,3,Y).
p20(Y) :- p21(Y,2), p20(Z).
0.25::p20(Y) :- (e2(2,Y), p00(Y)) ; (p10(Y), e2(Y,Y), p21(Y,3), Y >= 3).
0.6::p21(Y,X) :- p01(1,X), p01(X,X), between(1,3,Y), \+ p00(X).
P::p21(3,X) <- (e0(X,X), p10(X), W is X + 2, W < 5), P is X / 4.
query(e2(X,Y)).
query(p21(2,X)).
