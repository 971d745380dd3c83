:- use_module(library(lists)).
0.6::e0(2,3).
0.2::e0(1,1); 0.2::e0(3,3); 0.1::e0(2,2).
0.1::e1(1).
0.9::e2(3).
0.1::e2(1); 0.2::e2(2).
p00(Y,1) :- e0(Y,Y), e0(Y,Y), call(e1, 3).
p00(1,Y) :- p01, e0(X,X), between(1,3,Y).
0.8::p01 <- e0(Y,X), p00(Y,Z), call(e2, 3).
p01 :- e1(1).
p01 :- e0(X,1), e0(X,1), X \== X.
p10(Y,Y) :- (e0(Z,X), e2(Z), between(1,3,Y), findall(V, e0(Y,V), L), L = []) ; (e0(Z,X), between(1,3,Y), X == 2).
p10(3,2) :- p00(3,X), e2(X), e0(X,X), T =.. [g, X], T \== g(0), W is X + 2, W < 5.
P::p20(X) :- ((e2(Y), p20(X), p00(3,3), \+ p01, Y @=< a) ; (e1(2), e0(X,1), p00(1,X))), P is X / 4.
0.9::p20(Y) :- e1(Y), p00(Y,X).
query(p01).
query(p01).
query(e0(3,Y)).
query(p10(X,X)) :- between(1,2,X).
query(\+ e0(3,2)).
