:- use_module(library(lists)).
0.6::e0(1).
0.7::e0(2).
0.2::e1.
e2.
p00 :- p01(Y), e1, Y \== Y, \+ e1.
p00 :- p01(Y), e1, Y @< 1.
p01(Y) :- (p00, between(1,3,Y), Y =\= 1) ; (p01(Z), p00, between(1,3,Y)).
p01(X) :- e2, between(1,3,X), \+ e0(X), X =\= 2.
0.75::p01(X) :- e0(Y), p00, between(1,3,X).
0.1::p10(X) :- (e0(Z), between(1,3,X), compare(O, Z, 3), Z >= 2) ; (e1, p00, e1, between(1,3,X), \+ p00).
0.4::p10(X) :- (p00, between(1,3,X), X @=< 1) ; (p00, p10(1), e0(2), between(1,3,X), X = 1, call(p01, 2)).
p20(X,X) :- e1, p20(3,X), e2, \+ e0(X), findall(V, e0(V), L), length(L, N), N >= 1.
p30(X) :- e1, e1, between(1,3,X), T =.. [g, X], T \== g(0), X @< f(1).
query(e0(1)).
query(p00) :- between(1,2,X).
query(\+ p30(2)).
evidence(p00, true).
