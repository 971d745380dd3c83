:- use_module(library(lists)).
e0(3,2).
0.5::e0(2,2).
0.9::e0(2,3).
e1(1).
e1(3).
0.75::e2(3).
0.3::e2(2); 0.2::e2(3); 0.1::e2(1).
p00 <- (e2(X), e3(X), \+ e2(X), compare(O, X, 3)) ; (p00, e0(2,X), p00, compare(O, X, 1)).
p10 :- Z \== 1, e1(3), e1(Z), call(e1, 3).
p20(X) :- (X == 2, p10, p00, e1(Z), between(1,3,X), not e2(2)) ; (p20(3), e1(1), e1(3), between(1,3,X), W is X + 1, W < 5).
p20(1) :- e3(Z).
p20(X) :- e3(Y), p10, p10, between(1,3,X).
p30(2,X) :- (p30(1,Y), p10, between(1,3,X)) ; (p20(Y), e3(2), e1(Y), between(1,3,X)).
P::p30(X,1) :- ((p10, p00, e1(Z), between(1,3,X), findall(V, p20(V), L), length(L, N), N >= 2) ; (p20(Z), p20(Y), e1(Y), between(1,3,X))), P is X / 4.
query(p30(3,1)).
query(e2(X)).
query(e3(1)).
query(e0(X,X)) :- between(1,2,X).
