:- use_module(library(lists)).
0.2::e0.
e1(2).
e2(2,3).
e2(3,2).
0.1::e2(2,2); 0.1::e2(1,1); 0.2::e2(3,3).
p00(Y,3) <- e0, e1(X), between(1,3,Y), \+ e0, \+ e2(Y,X).
p00(X,Y) :- e2(X,2), e0, e1(X), between(1,3,Y), \+ e0, findall(V, e1(V), L), sum_list(L, T), T > 2.
P::p00(X,Y) :- (p00(Z,Z), p00(3,1), e1(Z), between(1,3,X), between(1,3,Y), \+ e2(1,X)), P is Y / 4.
P::p01(Y) :- ((Y == 2, p00(Y,1), T =.. [g, Y], T \== g(0)) ; (Z \== 2, Z \== 3, e2(2,Z), between(1,3,Y))), P is Y / 4.
p10(Y) :- (e2(Y,Z)) ; (e0, p00(3,Y), e2(Y,2)).
p10(Y) :- e2(Z,X), e2(3,3), between(1,3,Y).
query(e1(1)).
query(e0) :- between(1,2,X).
