:- use_module(library(lists)).
0.2::e0(3).
0.7::e0(1).
0.75::e1(2,3).
0.1::e2(1).
e2(2).
p00 :- (p01(Y), p00, Y \= Y, Y \== Y) ; (e1(Z,X), e1(X,Z), p00).
0.8::p00 :- e2(Y), e0(Y).
p00 :- e0(X), X @=< 2.
P::p01(X) :- (e2(Y), p00, e1(Z,Y), between(1,3,X), \+ e1(2,Y)), P is X / 4.
p01(X) :- e1(X,1), p00, p00, \+ e2(X).
p10(X,Y) :- (e1(3,2), between(1,3,X), between(1,3,Y)) ; (p00, p10(3,Z), between(1,3,X), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
0.1::p10(X,X) :- e1(2,Y), p10(X,2), compare(O, X, 1), Y >= 1.
p20 :- Y == 1, e1(Y,Y), not p01(Y).
p20 :- p20, p21, findall(V, e2(V), L), sum_list(L, T), T > 2.
0.8::p20 :- p00, p21.
p21 <- p20, p01(Y).
0.4::p21 :- p20.
p30(3) :- p20, p21, e2(Y).
p30(1) <- p30(Z), e2(2).
query(p00).
query(e1(X,2)).
evidence(p30(2), false).
