:- use_module(library(lists)).
e0.
0.8::e1.
0.2::e2(2).
0.1::e3(1,3).
0.25::e3(2,1).
p00(Y) :- p01, between(1,3,Y).
p01 :- e3(Y,2).
0.7::p10(X) <- e3(Y,3), between(1,3,X), Y @=< a, \+ p00(Y).
p10(X) :- p01, e2(Y), e1, between(1,3,X), Y @>= f(1).
P::p10(Y) :- ((e0, p01, between(1,3,Y), Y @>= a, findall(V, e3(Y,V), L), L = []) ; (X == 3, p10(X), e2(X), between(1,3,Y), call(e2, X))), P is Y / 4.
p11 :- (p11) ; (p11, T =.. [g, 1], T \== g(0)).
query(e0).
query(p11).
query(p11).
