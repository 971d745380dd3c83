:- use_module(library(lists)).
0.5::e0(3).
0.2::e0(2).
0.2::e0(2); 0.1::e0(3).
0.8::e1.
0.5::p00(X,Y) :- (p00(Z,2), p00(2,X), between(1,3,Y)) ; (p01, p01, p01, between(1,3,X), between(1,3,Y), \+ e0(X)).
0.9::p01 :- p00(2,2), p01.
p01 :- e1, e1.
p01 <- p01, e1, call(e0, 2).
0.5::p10 :- p10.
0.3::p10 :- (e0(Y), p01, e1, Y = Y, call(p00, Y, 1)) ; (p01).
p10 :- p00(1,3).
p20(Y) :- p00(1,2), p20(3), between(1,3,Y), Y < 2.
p20(2) :- p20(X).
p30(3,Y) <- p20(X), p10, p31(X), between(1,3,Y), Y @=< 2, X @=< a.
p31(Y) :- (p10, between(1,3,Y), findall(V, p00(3,V), L), sort(L, S), length(S, N), N < 2, Y @< 3) ; (p00(X,X), p30(X,1), p00(1,1), between(1,3,Y), \+ p10, X @>= 3).
P::p31(Y) :- (p10, p10, between(1,3,Y), Y =:= 2, findall(V, e0(V), L), sum_list(L, T), T > 2), P is Y / 4.
query(p30(X,X)).
evidence(p00(3,1), true).
