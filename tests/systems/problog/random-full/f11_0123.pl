:- use_module(library(lists)).
0.9::e0(3,2).
e0(1,2).
0.9::e0(3,1).
e0(2,3).
e1(2,3).
0.5::e2(3).
p00(Y) :- e1(Z,2), e1(Z,Z), between(1,3,Y).
0.5::p00(3) :- p00(X), e2(X), e2(X), compare(O, X, 2).
p10(Y) :- p00(Z), e1(Z,3), e2(1), between(1,3,Y), compare(O, Y, 1).
0.6::p10(1) <- (Y \== 2, e0(Y,X), p00(3), Y == Y) ; (e1(3,X), findall(V, p00(V), L), length(L, N), N >= 1, X @>= f(1)).
P::p10(Y) :- (e2(2), e2(1), e0(Z,Z), between(1,3,Y), Z @< 2), P is Y / 4.
p11(X) <- p10(Y), between(1,3,X), X @>= 3.
p11(X) :- (p00(1), e1(X,Y), e1(X,Y), X =:= 1, not e0(Y,3)) ; (p11(1), p11(Z), p11(1), between(1,3,X)).
query(p11(X)).
