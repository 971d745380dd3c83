:- use_module(library(lists)).
e0(1,3).
0.4::e0(2,3).
0.2::e0(3,1).
0.4::e1(2).
0.2::e1(3).
0.2::e1(2); 0.1::e1(1); 0.1::e1(3).
0.4::e2.
0.2::e3.
p00 :- e2, e3.
p00 :- e0(Z,2).
p01 :- e1(Y), e0(Y,Y), \+ e1(Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
p01 :- e3, p01, e0(Y,1).
P::p10(Y) :- (e3, between(1,3,Y), \+ p00), P is Y / 4.
p20 :- e3, e2, p21(X,1), X == X, X < 1.
p20 :- p10(2), T =.. [g, 2], T \== g(0), call(e0, 3, 2).
p21(Y,X) <- (p20, p10(Z), between(1,3,X), between(1,3,Y)) ; (p10(Z), between(1,3,X), between(1,3,Y)).
p21(1,Y) :- e2, p10(Z), e2, between(1,3,Y).
query(e3).
evidence(e0(1,2), true).
