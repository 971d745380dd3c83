:- use_module(library(lists)).
0.25::e0.
0.8::e1(3,3).
0.25::e1(1,1).
0.2::e1(2,2).
0.1::e2.
p00(Y) :- p00(X), e2, p00(Y).
\+p00(X) :- e2, between(1, 3, X).
p10(Y,1) :- (e0, between(1,3,Y)) ; (e0, p00(1), p00(Z), between(1,3,Y), findall(V, p00(V), L), sum_list(L, T), T > 2).
P::p10(X,X) <- ((X == 3, p10(2,X), e0, e0) ; (p10(3,X), X \== X)), P is X / 4.
p11(X) :- p11(2), between(1,3,X), findall(V, p00(V), L), sum_list(L, T), T > 2.
P::p11(X) :- (e0, e0, between(1,3,X)), P is X / 4.
P::p20(Y) :- (Y \== 3, p00(3), e0, e0, between(1,3,Y), Y =:= 3), P is Y / 4.
p20(X) :- p20(Z), e0, e0, between(1,3,X), W is Z + 3, W < 5.
0.25::p21 :- e0, p10(Y,Y).
p21 :- Y == 2, p00(Y), p20(2), Y == Y.
0.6::\+p21 :- e1(2,2).
p30(X) :- e1(Y,Z), p00(Z), between(1,3,X), findall(V, p00(V), L), L = [].
p30(Y) :- p00(2), between(1,3,Y), W is Y + 3, W < 5.
query(e0).
query(p21) :- between(1,2,X).
