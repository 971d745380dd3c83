:- use_module(library(lists)).
0.25::e0(3,1).
0.3::e0(2,2).
0.1::e1(2,2).
0.9::e2(1,1).
0.6::e2(1,3).
0.3::e3(1).
p00(X,X) :- e2(3,X), p01(X), e1(X,3), \+ e0(X,2), findall(V, e3(V), L), length(L, N), N >= 2.
p00(3,X) :- X == 3, p01(X), e3(X), T =.. [g, X], T \== g(0).
p01(X) :- (e3(Y), e3(Z), p00(Y,1), between(1,3,X), call(e1, Y, X), X == 3) ; (e3(2), e1(1,X)).
p01(Y) :- e2(Z,Z), e2(Z,X), e1(X,2), between(1,3,Y), T =.. [g, Y], T \== g(0), X =\= 2.
p10 :- e3(Z), p00(Z,Z), p00(Z,1), compare(O, Z, 3).
0.8::p20 :- p20, p01(Y), e1(Y,Y), findall(V, e3(V), L), length(L, N), N >= 1.
p30 :- e1(Z,2), p30.
p30 :- e2(X,X).
query(p20).
query(p30).
query(p01(Y)).
query(e0(X,X)) :- between(1,2,X).
evidence(e1(1,1), false).
