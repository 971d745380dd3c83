:- use_module(library(lists)).
0.1::e0.
0.4::e1(1,3).
e1(3,3).
e1(3,2).
0.25::e1(3,1).
P::p00(X) :- (p00(X), compare(O, X, 3), X @< f(1)), P is X / 4.
p00(X) :- p01(Z,Y), p00(Y), e1(2,Z), between(1,3,X), \+ e0.
0.8::p01(1,X) :- X == 3, p01(1,X), X = 2.
0.1::p10(X) :- (e1(Z,Y), between(1,3,X), \+ e1(1,Z), X >= 2) ; (p00(Y), p01(Y,Y), p00(Y), between(1,3,X), Y =\= 2).
p10(X) :- e1(1,X), e0, e0.
p10(X) :- p01(X,Y), p01(2,Y), p00(3), Y >= 3.
p20(Y) :- (p01(X,X), p00(3), between(1,3,Y), X =\= 1, \+ p10(X)) ; (p01(X,Y), findall(V, p01(3,V), L), L = [], call(p10, X)).
p20(X) :- (p10(Y), p01(Y,Y), between(1,3,X)) ; (p20(Z), p20(Z), between(1,3,X), X < 3, W is Z + 3, W < 5).
query(e1(1,1)).
query(p01(2,Y)).
