:- use_module(library(lists)).
0.75::e0(3,1).
e0(2,1).
0.7::e0(3,2).
0.1::e0(2,2); 0.2::e0(1,1); 0.3::e0(3,3).
0.7::e1(1,2).
0.9::e2(3).
0.2::e2(3); 0.3::e2(1); 0.3::e2(2).
0.7::e3(3).
0.5::e3(1).
P::p00(Y) :- (e0(X,Y), p00(Y), e3(X)), P is Y / 4.
p00(Y) <- e0(1,2), between(1,3,Y), not e2(Y).
p00(2) :- e3(X), e3(X), findall(V, e3(V), L), sum_list(L, T), T > 2, \+ e3(X).
0.4::p10 <- e1(Y,Y), p10, p10, findall(V, e3(V), L), L \= [], T =.. [g, Y], T \== g(0).
p11(Y,X) :- e2(Z), between(1,3,X), between(1,3,Y), not e0(2,2), W is X + 2, W < 5.
p20(X,1) :- e3(1), p00(X), e3(Y), W is X + 3, W < 5, call(e2, X).
p30(Y,1) :- Z \== 2, e0(Z,2), between(1,3,Y), \+ e2(Y).
P::p30(X,Y) :- ((X == 1, p11(X,1), between(1,3,Y)) ; (Y \== 1, e3(Y), e1(Y,Y), between(1,3,X))), P is Y / 4.
p30(Y,2) :- (p00(Z), between(1,3,Y)) ; (p11(1,1), between(1,3,Y)).
query(e2(Y)).
query(p10).
query(p30(1,3)).
query(\+ p11(1,3)).
