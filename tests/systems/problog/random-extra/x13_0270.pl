:- use_module(library(lists)).
e1(3).
0.5::e1(1).
e1(2).
0.2::e1(2); 0.3::e1(3).
e2(3,1).
0.5::e2(1,3).
0.25::e3(1,3).
0.4::e3(1,2).
0.5::p00(2,Y) :- e3(2,2), e0(2), between(1,3,Y), Y < 3, findall(V, e2(Y,V), L), sum_list(L, T), T > 2.
p00(Y,X) :- (e0(1), e1(X), p00(X,X), between(1,3,Y)) ; (e2(Y,X), e3(Y,Z), Z @< 2).
p10(X) :- (p10(X), e0(Y), findall(V, e1(V), L), L = []) ; (p10(Z), p11(X), p00(Z,X), Z \== X, \+ p00(X,X)).
p11(X) :- e1(3), e3(Y,Y), e2(3,Y), between(1,3,X), \+ p00(Y,Y).
P::p11(X) :- (e1(1), p00(Z,Z), between(1,3,X), findall(V, e0(V), L), L = []), P is X / 4.
P::p11(X) :- ((e2(X,3)) ; (p00(3,Y), p00(1,Y), between(1,3,X))), P is X / 4.
query(p11(Y)).
query(\+ p11(1)).
