:- use_module(library(lists)).
0.6::e0.
e1(2,3).
0.75::e1(3,3).
e1(3,2).
0.8::e2.
P::p00(X) :- ((p01(Y), e0, e0, between(1,3,X), compare(O, Y, 2)) ; (p01(Z), between(1,3,X), call(e1, Z, 3))), P is X / 4.
p01(X) :- p00(Y), e1(Y,3), between(1,3,X), Y = 1.
p01(2) :- p00(Z).
0.8::p10(1) :- (p01(X)) ; (e2, e0, e0, findall(V, p00(V), L), L = []).
p20(Y) :- e0, p20(Y), p00(Y), not p00(Y).
P::p20(X) :- (e1(Y,X), not e1(Y,Y), not p01(Y)), P is X / 4.
0.7::p21(Y,Y) :- (p21(1,Z), e2, p01(Z), between(1,3,Y), findall(V, p00(V), L), L = []) ; (p00(1), p01(Y), e1(Y,2), W is Y + 3, W < 5, Y @>= 2).
p30(2) :- p31(Y), e0, e0, Y =:= 3, findall(V, p01(V), L), sum_list(L, T), T > 2.
p30(1) <- p31(3), p10(Z), p30(Y).
P::p30(Y) :- (p00(Z), p01(Z), p10(Y)), P is Y / 4.
0.2::p31(X) :- p20(Z), between(1,3,X).
P::p31(Y) :- ((p10(Y), p21(3,1)) ; (p31(X), p00(X), between(1,3,Y), compare(O, X, 1), Y >= 1)), P is Y / 4.
0.25::p31(X) :- p01(Y), e2, between(1,3,X), not p00(1).
query(p01(1)).
query(e1(2,Y)).
