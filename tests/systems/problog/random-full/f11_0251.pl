:- use_module(library(lists)).
e0(1).
0.3::e0(1); 0.1::e0(3).
0.25::e1(1).
0.7::e3(2).
P::p00(Y) :- (e1(2), e2(3), between(1,3,Y), Y =\= 1, \+ e3(Y)), P is Y / 4.
p00(X) :- (X == 2, e2(2), between(1,3,X), X \= X) ; (X == 2, p00(3), between(1,3,X), compare(O, X, 2)).
P::p10(3,X) :- (p10(X,Z), W is X + 3, W < 5), P is X / 4.
0.5::p10(Y,Y) :- e0(Y), e2(Y), e3(Y), not e0(Y).
p11 :- e2(Y), p10(3,3), call(e0, Y).
0.9::p11 :- e2(Y), p10(2,Y), compare(O, Y, 2).
p11 :- e0(1), p00(Z), p10(Y,Z).
p20(Y,Y) :- p00(Y), p00(Y), p00(Y), findall(V, e3(V), L), length(L, N), N >= 2.
query(p11).
query(p10(X,X)).
query(e0(X)) :- between(1,2,X).
