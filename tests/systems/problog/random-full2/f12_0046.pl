:- use_module(library(lists)).
0.4::e0(2,1).
e1(2,3).
0.6::e1(1,2).
p00 :- (Z == 2, p01(Z)) ; (e0(Z,Z), e2(Z,Z), e1(2,Z)).
0.3::p01(X) :- e2(Y,1), between(1,3,X).
p01(Y) <- (p01(Z), e1(3,2), e2(2,Y), call(e0, Y, 2)) ; (e0(1,X), p01(X), e0(1,3), between(1,3,Y)).
p10(3) :- (p00, p00) ; (p10(Z), p10(Z), p00, W is Z + 2, W < 5).
0.2::p10(X) :- e0(X,Y).
p10(Y) :- e1(Y,X), findall(V, e2(2,V), L), length(L, N), N >= 2.
0.9::p11 :- p01(X), e1(X,3), call(e2, 1, X).
p11 :- p01(Y), findall(V, e0(Y,V), L), length(L, N), N >= 1.
query(p11).
query(e2(X,X)) :- between(1,2,X).
