:- use_module(library(lists)).
e1(1,2).
0.6::e1(2,2).
0.2::e1(1,1); 0.3::e1(2,2); 0.1::e1(3,3).
p00 :- (p00, p01) ; (e0(Z,Y), e0(Y,Z), findall(V, e1(Z,V), L), sum_list(L, T), T > 2).
p01 :- (e1(2,1)) ; (e1(1,Z), e0(Z,Z), T =.. [g, Z], T \== g(0)).
0.2::p01 :- e0(Y,Y), \+ e0(Y,3).
p10(1,Y) :- (p00, p10(3,X), between(1,3,Y)) ; (p11(Z), between(1,3,Y)).
p10(3,Y) :- p11(3), p01, between(1,3,Y).
P::p10(Y,Y) <- (p10(Y,Z), e0(Z,Y), p01), P is Y / 4.
p11(Y) :- p01, between(1,3,Y), findall(V, e1(Y,V), L), L = [], not e0(Y,Y).
0.6::p11(X) :- p11(Z), p11(Z), between(1,3,X), compare(O, Z, 2).
query(p01).
query(p10(2,3)).
query(\+ p11(3)).
