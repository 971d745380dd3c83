:- use_module(library(lists)).
0.1::e0(2,2).
0.1::e0(2,1).
e0(1,3).
e1.
0.3::e2(1,3).
0.7::e2(3,1).
e2(3,3).
0.1::e2(2,2); 0.2::e2(1,1).
0.2::e3(3); 0.3::e3(2); 0.1::e3(1).
P::p00(X,Y) :- (X == 1, e2(1,X), p01(1), p00(X,X), between(1,3,Y), T =.. [g, Y], T \== g(0)), P is X / 4.
p00(X,Y) :- (e2(2,X), p00(Y,X), \+ e2(Y,2), \+ e3(Y)) ; (e0(Z,Y), between(1,3,X)).
p00(Y,Y) :- p01(X), p01(3), e2(X,X), between(1,3,Y), not e0(X,2).
p01(Y) :- e2(Y,X), e0(3,Y), p01(X), \+ e3(3).
p01(X) :- e1, between(1,3,X), findall(V, e3(V), L), sum_list(L, T), T > 2, not e2(1,X).
p01(1) :- e1, p00(Y,Z).
p10(X,X) :- (p00(3,X), p10(2,X), p10(1,Y), compare(O, Y, 1)) ; (p10(Y,2), p00(Z,Y), between(1,3,X), findall(V, p00(3,V), L), L = [], Z == Z).
p10(Y,Y) :- p10(Z,X), between(1,3,Y).
p10(Y,X) :- e0(Y,Y), p00(Y,Y), e3(X), Y == X, compare(O, X, 3).
p20 :- e1, e3(X), X \== 1, X =:= 2.
p20 :- Y == 2, p00(Y,3), Y =\= 3.
P::p21(X) :- (p20, e2(X,Z), p10(2,Z)), P is X / 4.
query(p20).
