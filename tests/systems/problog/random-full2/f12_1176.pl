:- use_module(library(lists)).
0.8::e0.
0.25::e1(1).
0.2::e1(2).
p00 :- p00.
p01(1,X) :- p01(Z,Z), p00, e0, between(1,3,X), Z >= 3.
p01(Y,X) :- e1(Y), between(1,3,X), Y @=< 2.
P::p01(1,X) :- (p00, e1(Y), e1(Y), between(1,3,X)), P is X / 4.
P::p10(X,X) :- ((p01(Y,Z), between(1,3,X), X >= 3, Y @< 3) ; (e1(Z), p10(2,Z), p00, between(1,3,X), call(e1, X))), P is X / 4.
p20(2) :- p20(Z), p10(2,3), p20(1).
p21(X) :- p21(Y), e1(Y), p01(3,2), between(1,3,X).
P::p21(X) :- ((p00, p01(Y,X), p21(X)) ; (e1(3), p21(1), between(1,3,X), findall(V, p10(1,V), L), L \= [])), P is X / 4.
p21(3) :- e1(1).
P::p30(X) :- (p21(Y), between(1,3,X)), P is X / 4.
query(p10(2,1)).
query(p01(1,X)).
query(p20(3)).
