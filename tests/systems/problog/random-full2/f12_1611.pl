:- use_module(library(lists)).
0.4::e0(2).
e1(2,3).
0.8::e1(2,2).
P::p00(X,3) :- (e0(X), p00(1,X), e0(3), call(e0, X)), P is X / 4.
p00(Y,X) :- e0(Y), e1(Y,X), p00(Y,Y).
p10(3,Y) :- p10(X,X), p11, between(1,3,Y), Y \== X, W is X + 2, W < 5.
0.7::p10(X,X) :- p00(Y,Z), e0(X), call(e1, Y, 2).
p10(X,Y) :- e1(1,Y), between(1,3,X), X == 3, findall(V, e0(V), L), length(L, N), N >= 1.
p11 :- Z \== 1, e1(Y,Z).
p20(X) <- p10(Z,Y), e0(Y), between(1,3,X).
p20(X) <- e1(Z,Z), e1(Z,2), between(1,3,X), \+ p10(X,X), Z = X.
p20(X) :- p10(Y,2), p20(1), p11, between(1,3,X), X = Y, X @=< 2.
query(p20(Y)).
query(e1(Y,X)).
query(p20(X)) :- between(1,2,X).
evidence(p00(1,1), false).
