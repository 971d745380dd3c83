:- use_module(library(lists)).
0.8::e0(2).
0.8::e1(3,1).
0.1::e1(3,3).
0.75::e2(2,3).
0.9::e3.
P::p00(X) :- (e3, between(1,3,X), T =.. [g, X], T \== g(0)), P is X / 4.
p10 :- e0(Z), p11(Z), p00(Z), T =.. [g, Z], T \== g(0), T =.. [g, Z], T \== g(0).
p10 :- e0(2), e2(X,Z), X == 2, \+ p00(3).
p11(Y) :- e0(Y), not p00(Y), findall(V, e2(Y,V), L), sum_list(L, T), T > 2.
p11(3) :- e0(2), e3, call(e2, 2, 2).
p11(X) :- (e0(Y), p10, between(1,3,X), findall(V, p00(V), L), L = []) ; (Z \== 3, e2(Z,X), e1(2,Y), e3, Y @< a).
query(e3).
query(e1(1,Y)).
query(p11(X)).
