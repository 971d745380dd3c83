:- use_module(library(lists)).
e0(2,2).
e0(3,3).
0.7::e0(1,2).
0.6::e1.
0.4::e2(3,1).
0.2::e2(3,3); 0.1::e2(1,1); 0.2::e2(2,2).
0.7::e3.
p00 :- (p00, p00, e2(Z,X), not e0(Z,Z), T =.. [g, Z], T \== g(0)) ; (e1, findall(V, e0(3,V), L), sum_list(L, T), T > 2).
p00 :- e2(X,Z), \+ e1.
P::p01(X) :- (p00, between(1,3,X), \+ e0(X,2)), P is X / 4.
p01(1) :- Z == 2, e2(Z,Y), e1, e3.
p10(Y) :- e1, p00, between(1,3,Y), Y @< 1.
p10(1) :- e2(Z,Z), not e0(1,Z), Z @>= 1.
0.5::p10(Y) :- (e0(X,X), e0(Z,Z), p00, between(1,3,Y)) ; (p10(Z), between(1,3,Y), Z @=< 2).
0.8::p11(X) :- e0(Y,1), e1, between(1,3,X), Y =\= 3, not e2(1,3).
0.1::p11(X) <- e2(1,Y), e0(Y,Y), p01(2), between(1,3,X).
query(e2(X,Y)).
query(\+ p00).
