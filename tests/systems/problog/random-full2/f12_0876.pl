:- use_module(library(lists)).
0.4::e0(1).
0.6::e1.
0.1::e2.
0.25::e3.
p00(Y,X) :- p01(Y), between(1,3,X), compare(O, Y, 2), \+ e1.
p00(X,Y) :- p01(Z), e0(1), between(1,3,X), between(1,3,Y), \+ e3, T =.. [g, X], T \== g(0).
0.9::p00(2,Y) :- Z == 2, p01(X), p00(Z,Y), Z =\= 2.
P::p01(X) :- ((p00(3,Z), between(1,3,X), X \= Z) ; (e3, between(1,3,X), \+ e1, call(e0, X))), P is X / 4.
P::p01(X) :- (p00(2,Y), between(1,3,X)), P is X / 4.
p10(3,1) :- (e3, p10(Y,3), e1, call(p01, Y), call(p00, Y, Y)) ; (e3).
p10(X,Y) :- p10(2,Y), e1, between(1,3,X), compare(O, Y, 1), findall(V, p00(Y,V), L), length(L, N), N >= 2.
0.7::p10(X,X) :- e1, e1, p00(Y,Y), between(1,3,X).
p11 :- p10(Z,X), findall(V, e0(V), L), L = [], \+ e0(Z).
p11 :- p01(Y), e3.
p20(3) :- e1, p21.
p20(3) :- p20(X), e2, \+ e2.
0.8::p21 :- p21, p01(1).
p30(3,X) <- e2, between(1,3,X), \+ p20(X), compare(O, X, 3).
P::p30(Y,Y) :- (p10(Y,X), e3, e3, Y < 2, compare(O, Y, 2)), P is Y / 4.
query(p21).
query(\+ e1).
evidence(p01(3), true).
