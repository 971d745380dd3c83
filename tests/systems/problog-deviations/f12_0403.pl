:- use_module(library(lists)).
e0.
0.25::e1(1,2).
0.3::e1(2,3).
e2(3,3).
0.2::e3(3).
0.2::e3(2).
0.9::e3(1).
0.3::e3(2); 0.3::e3(3).
P::p00(Y) :- (p00(2), p01(Y,X), Y =:= 1), P is Y / 4.
p00(3) :- e2(Z,Z), p00(3).
P::p00(Y) :- (e0, e3(Z), between(1,3,Y), \+ e0), P is Y / 4.
0.2::p01(Y,1) <- p00(2), between(1,3,Y), Y =\= 3, \+ e1(Y,Y).
P::p01(3,X) :- (e1(2,Z), between(1,3,X), \+ e3(Z), T =.. [g, Z], T \== g(0)), P is X / 4.
p01(X,Y) :- p00(X), e0, between(1,3,Y), Y = X.
0.5::p10 :- p01(Y,3), p01(X,X), e3(X), \+ e3(2), Y =:= 2.
p10 :- e2(Y,2), compare(O, Y, 2), findall(V, p00(V), L), sum_list(L, T), T > 2.
p11(3) :- e1(2,Y), findall(V, p00(V), L), sum_list(L, T), T > 2.
0.1::p11(X) :- p11(X).
query(p01(Y,Y)).
query(e0).
