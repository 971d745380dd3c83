:- use_module(library(lists)).
0.8::e0.
0.8::e1.
0.75::e2(2,3).
0.3::e2(3,3).
0.1::e2(3,3); 0.2::e2(2,2); 0.3::e2(1,1).
0.2::e3(3,2).
0.6::e3(3,1).
0.9::e3(2,1).
0.7::e3(1,2).
p00(Y) :- e0, between(1,3,Y).
P::p00(X) :- (p01(1), between(1,3,X)), P is X / 4.
p00(Y) :- e2(3,X), p00(X), e1, between(1,3,Y), Y \== 1, W is Y + 2, W < 5.
0.75::p01(X) :- X == 1, e3(1,X), p01(Y), compare(O, X, 3).
P::p10(X) <- (e0, e1, e2(Y,3), between(1,3,X), Y \== X, call(e2, X, 2)), P is X / 4.
p10(Y) :- (e0, p10(Y), e0) ; (e0, between(1,3,Y), Y = Y, call(e3, Y, Y)).
0.5::p10(2) :- (p00(Z), p10(Z), Z =:= 2) ; (p00(Y), findall(V, p00(V), L), sum_list(L, T), T > 2, Y =\= 1).
query(e3(1,2)).
