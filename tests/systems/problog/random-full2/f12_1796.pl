:- use_module(library(lists)).
0.7::e0(1,3).
0.3::e0(1,2).
0.4::e1(1,2).
e2(2,1).
0.8::e3(2).
p00(3) :- e2(1,X), p01, X @< a, X < 1.
P::p00(Y) <- (p01, p01, between(1,3,Y), Y @>= 2), P is Y / 4.
P::p00(X) :- (p01, e0(Y,Y), p00(Y), between(1,3,X)), P is X / 4.
p01 :- e0(2,Z).
p01 :- p00(Y), findall(V, e1(Y,V), L), length(L, N), N >= 2.
p10(X,3) :- X == 2, p01, e0(1,Y), between(1,3,X).
query(e2(3,X)).
