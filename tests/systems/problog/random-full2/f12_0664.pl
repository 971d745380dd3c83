:- use_module(library(lists)).
0.3::e0.
0.1::e1(2).
0.6::e1(3).
0.7::e2(1,3).
0.3::e2(2,3).
0.75::e2(1,2).
0.5::e2(3,1).
0.2::e2(1,1); 0.1::e2(2,2); 0.1::e2(3,3).
0.75::e3(1).
0.2::p00(Y) <- e0, between(1,3,Y).
0.4::p00(1) :- (p00(Y), e1(1)) ; (p00(X), X @>= f(1), not e1(3)).
p01 :- p01.
0.7::p10(X) <- e1(Z), p01, between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 2, Z == Z.
0.3::p10(Y) :- e2(3,Z), between(1,3,Y).
0.9::p10(X) <- p01, p10(X), p00(Y), \+ e2(Y,X), T =.. [g, Y], T \== g(0).
query(e1(Y)).
query(\+ e1(1)).
evidence(e0, true).
