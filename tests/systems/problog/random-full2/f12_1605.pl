:- use_module(library(lists)).
0.1::e0(2,1).
0.5::e1(1).
e1(3).
0.6::e1(2).
0.1::e1(2); 0.1::e1(3); 0.1::e1(1).
0.8::e2(2,2).
e2(1,3).
p00 :- e2(Y,X), p00, W is X + 3, W < 5.
P::p01(X,2) <- (p00, e2(Z,X), W is Z + 2, W < 5, compare(O, Z, 1)), P is X / 4.
p10(X,1) :- p10(1,Y), e0(3,3), p10(X,3).
0.4::p10(X,X) :- e1(Y), between(1,3,X), Y >= 3, call(e2, X, 1).
P::p20(Y) :- (p01(3,X), p01(Y,1), e0(3,X)), P is Y / 4.
P::p20(Y) <- ((p20(X), e2(X,X), p20(X), between(1,3,Y)) ; (e2(X,Z), p10(X,3), between(1,3,Y))), P is Y / 4.
P::p20(X) :- (e2(Y,1), e0(3,Y), p01(Y,Y), between(1,3,X), X = Y, call(p01, 2, Y)), P is X / 4.
p21(Y) :- p20(Z), e1(Z), between(1,3,Y).
0.75::p30 :- p01(Y,2), p30, findall(V, p20(V), L), sort(L, S), length(S, N), N < 2, Y @>= 1.
0.7::p30 :- p00, p10(Y,3), \+ p00.
p30 :- p20(Y), p00, p31, findall(V, p21(V), L), sum_list(L, T), T > 2.
p31 :- p01(Y,Y), p31.
p31 :- e1(X), p20(X), p20(1).
query(e1(3)).
query(p30).
query(e2(Y,1)).
