:- use_module(library(lists)).
0.5::e0(3,3).
0.4::e0(2,3).
0.1::e0(1,2).
0.75::e0(3,2).
0.2::e0(3,3); 0.2::e0(1,1); 0.3::e0(2,2).
0.7::e1(1,2).
p00 :- e1(X,1), p01(Y,3), Y @>= 2, Y \== 1.
P::p01(X,2) :- (p00, p00, p00, between(1,3,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2), P is X / 4.
P::p01(X,X) :- ((e0(Y,Y), e0(Z,Y), p01(Z,Z), between(1,3,X), not e1(1,X), Z @< 2) ; (e0(Z,2), between(1,3,X), \+ e0(Z,X), T =.. [g, X], T \== g(0))), P is X / 4.
p10(X,Y) :- p10(Y,Z), between(1,3,X).
p10(1,1) :- p01(2,Y), e0(2,3), p01(X,Z).
query(e0(2,2)).
query(e1(Y,3)).
query(p10(Y,1)).
query(\+ p10(3,1)).
