:- use_module(library(lists)).
0.2::e0(1).
0.7::e1(2).
0.2::e1(3).
0.5::e2(3).
0.1::e2(1).
e2(2).
0.25::e3.
p00 :- (p00, e3, e1(Y)) ; (p00).
p00 :- p00, p00, e3, \+ e2(2).
p10(X) :- e1(Z), p00, p10(Z), between(1,3,X).
p10(X) :- Z \== 1, e2(Z), e1(3), between(1,3,X).
p20(2) :- e2(Z), call(e1, 2).
p20(X) <- e1(Z), e2(Z), between(1,3,X).
P::p20(X) :- (p10(1), between(1,3,X), W is X + 2, W < 5, \+ e1(2)), P is X / 4.
P::p30(Y,1) :- (p30(Y,Z), W is Y + 1, W < 5, Z @=< 3), P is Y / 4.
p30(3,X) :- e1(Z), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, W is X + 1, W < 5.
P::p30(Y,Y) :- (p10(Z), between(1,3,Y)), P is Y / 4.
query(p10(X)).
