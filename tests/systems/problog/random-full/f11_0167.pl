:- use_module(library(lists)).
0.3::e1(3,3).
0.2::e1(1,3).
0.7::e1(2,3).
p00(1) :- p01.
p00(Y) :- e0(Y,2), p00(Y), e1(Y,Y), compare(O, Y, 1), Y == Y.
P::p00(Y) :- (e1(Y,Y), Y \== 2, \+ e1(Y,Y)), P is Y / 4.
p01 :- p01, p00(Z), Z @< 2, T =.. [g, Z], T \== g(0).
0.7::p01 :- (p01, e1(Z,1), p01, findall(V, e1(2,V), L), sum_list(L, T), T > 2) ; (p00(Y), e1(Y,Y), p01).
p01 :- p01, e0(2,Y).
p10(X,X) :- p10(Y,Y), between(1,3,X), X = Y, call(p00, X).
p11 <- p00(3), \+ p00(2).
p11 :- e1(Y,X), e1(1,X), p01.
p11 :- e0(1,Z), e1(Z,Z), e1(2,3), Z @>= a, \+ e1(1,3).
query(p01).
evidence(p11, true).
