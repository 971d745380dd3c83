:- use_module(library(lists)).
e0(1,2).
0.8::e0(2,1).
0.3::e1.
0.2::e2.
p00 :- p00, e0(2,1), e1, call(e0, 1, 3).
p00 :- e2, e2, p01(2,X), X \== X, \+ e0(X,X).
p00 :- p00, p01(X,Y), p01(X,1).
p01(Y,Y) :- e1, p01(1,Z), between(1,3,Y).
p01(Y,X) :- (e1, e1, p01(Z,X), between(1,3,Y)) ; (p01(Z,Y), e0(Y,Z), e0(2,X), call(e0, Y, 2), compare(O, Z, 3)).
p10(2,X) :- p10(2,Z), e0(2,Y), e0(Z,Z), between(1,3,X), W is X + 3, W < 5, compare(O, Y, 1).
p11(X) :- e0(X,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
p11(X) :- p11(X), W is X + 2, W < 5, \+ p01(X,X).
0.5::p11(X) :- e2, p00, p00, between(1,3,X), X = X, X =\= 3.
P::p20(X) :- (e1, between(1,3,X), X @=< 2, compare(O, X, 1)), P is X / 4.
p30 :- (p11(Z)) ; (e2).
p30 :- e0(Z,Y), e2.
p30 :- p20(Y), findall(V, e0(Y,V), L), L = [], \+ p11(2).
query(e1).
query(p10(3,Y)).
query(p11(1)).
