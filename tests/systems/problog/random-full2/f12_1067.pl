:- use_module(library(lists)).
0.1::e0(3,1).
e0(1,1).
0.7::e1(3,2).
0.2::p00(3,Y) :- e1(1,Z), p00(2,Z), e1(Z,Z), between(1,3,Y).
0.8::p00(Y,X) :- p00(Z,3), e1(Z,3), e1(3,Z), between(1,3,X), between(1,3,Y).
0.5::p10(1) :- e0(Y,Y), p11(Y,Y), call(e1, Y, Y), compare(O, Y, 2).
p10(Y) :- p11(Y,Z), call(e1, Y, 2).
p11(2,Y) :- (p00(Z,X), p10(X), p00(X,3), between(1,3,Y), \+ e1(1,Y), W is Y + 2, W < 5) ; (p00(1,X), p11(3,Y)).
p11(Y,Y) :- p11(2,X), between(1,3,Y), \+ e1(Y,X).
p11(Y,Y) :- (p10(Y), p10(Y)) ; (e0(Y,X), p00(Y,Y), p10(Y), \+ p00(Y,3), compare(O, X, 2)).
P::p20(X) :- (p11(1,2), p10(1), between(1,3,X), findall(V, p11(X,V), L), L = [], X < 2), P is X / 4.
p20(X) :- (X == 3, e1(3,Z), between(1,3,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2) ; (p10(2), between(1,3,X)).
p20(Y) :- p00(Z,X), between(1,3,Y), compare(O, X, 2).
query(p00(1,1)).
query(p00(X,X)).
query(p20(3)).
