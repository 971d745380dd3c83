:- use_module(library(lists)).
0.5::e0(2).
0.9::e0(3).
e1(1).
e1(3).
e1(2).
0.1::e1(1); 0.1::e1(3); 0.2::e1(2).
0.7::e2(1,2).
e2(3,3).
0.6::e2(2,3).
e3.
0.1::p00 :- e0(2), p01(2,3), p01(3,3).
p00 :- p01(X,Y), e0(Y), X =:= 3, findall(V, e1(V), L), sum_list(L, T), T > 2.
p00 :- p01(Z,Y), p00, e0(X).
p01(Y,Y) :- p00, p00, e0(Y), \+ e0(Y), Y \== Y.
p01(2,Y) :- (p00, e1(2), between(1,3,Y), \+ e2(Y,Y)) ; (p00, p01(X,1), between(1,3,Y)).
p10(3) :- e1(Z), Z =\= 2, \+ e2(1,Z).
p20(X) :- p10(Z), p01(X,3).
p20(Y) :- (e1(Z), e0(Z), between(1,3,Y)) ; (p20(3), p00, e3, between(1,3,Y)).
P::p21(X,Y) :- (p10(X), p01(Y,X), p00, T =.. [g, X], T \== g(0)), P is X / 4.
p21(3,Y) :- Z == 3, e2(Z,Y), p00, p21(X,Z), \+ e2(3,Z).
P::p21(X,X) :- (p20(Y), p01(1,X), e1(3), X == X), P is X / 4.
p30 :- (e0(Z), call(p10, Z)) ; (e2(1,Y), p10(Y)).
p31(X) :- (p20(2), p01(3,3), between(1,3,X)) ; (e0(Y), p21(Y,Y), between(1,3,X), findall(V, e0(V), L), L = []).
p31(2) :- (e2(X,Z), e2(2,X), p21(X,X), Z == X, findall(V, p21(1,V), L), L = []) ; (p21(Z,X)).
p31(X) :- e1(3), e3, p10(X), X \== X, X \= X.
query(e1(Y)).
