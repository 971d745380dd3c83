:- use_module(library(lists)).
0.4::e0(1).
0.6::e1.
p00(Y,3) :- Y == 3, e0(Z), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 1.
P::p00(X,X) :- (e1, e1, between(1,3,X)), P is X / 4.
p01(1) :- e1.
P::p01(X) :- (p00(X,3), p00(1,Y), e0(3)), P is X / 4.
0.25::p01(Y) :- e0(1), p01(3), between(1,3,Y).
p10 :- e0(3), call(p00, 2, 3), findall(V, p01(V), L), sum_list(L, T), T > 2.
0.7::p10 :- p00(Y,1), p00(1,Y), e1.
p20(Y) <- X == 2, p21(X,1), between(1,3,Y), findall(V, p00(Y,V), L), L \= [].
P::p21(Y,Y) :- (p01(1), between(1,3,Y), findall(V, p00(1,V), L), sum_list(L, T), T > 2), P is Y / 4.
p30(Y) <- (p10, p10, between(1,3,Y), \+ p20(Y), \+ e0(Y)) ; (e0(Y), p30(Z), p01(X), X =\= 2, compare(O, Y, 1)).
p30(X) :- p10, p00(Z,Z), p20(Z), between(1,3,X), findall(V, p21(X,V), L), length(L, N), N >= 2, Z = X.
0.1::p30(X) :- p21(2,Z), p00(Z,Z), p00(2,1), between(1,3,X), findall(V, p01(V), L), L \= [].
query(p30(3)).
