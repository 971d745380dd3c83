:- use_module(library(lists)).
0.2::e0(1).
0.75::e0(3).
0.5::e0(2).
0.2::e0(2); 0.3::e0(1); 0.1::e0(3).
0.5::e1(2).
p00 :- p00.
p00 :- e1(Z), e1(3), call(e1, Z).
0.25::p00 :- e0(2).
P::p10(X,2) :- (p11, p00, between(1,3,X), X = 2), P is X / 4.
p10(X,Y) :- p11, between(1,3,X), between(1,3,Y), findall(V, e1(V), L), L = [], Y @< 1.
p11 :- X == 2, e1(X), p00.
p11 :- p10(Y,Z).
P::p20(X) <- (p20(Z), e1(Z), between(1,3,X), \+ e1(X)), P is X / 4.
P::p21(X) :- (e0(X)), P is X / 4.
0.1::p21(X) :- p00, p21(Z), p20(1), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p21(X) :- (p20(Y), p21(Y), between(1,3,X), \+ p10(X,Y), Y =\= 2), P is X / 4.
query(p20(X)).
query(\+ p00).
