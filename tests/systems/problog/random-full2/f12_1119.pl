:- use_module(library(lists)).
0.5::e0(2,2).
e0(3,2).
0.4::e0(1,2).
0.8::e1(1).
e1(3).
e1(2).
0.3::e2(2).
0.3::e2(1); 0.3::e2(2); 0.1::e2(3).
0.9::e3.
0.9::p00(Y) :- e2(1), e2(Y), e1(Y).
0.9::p00(Y) :- e2(Z), e3, e1(Y), T =.. [g, Z], T \== g(0).
p00(X) :- e2(3), e0(Z,X), Z < 3.
p10(X,Y) :- (p00(2), between(1,3,X), between(1,3,Y), call(p00, Y)) ; (p10(X,3), e1(X), e0(X,3), between(1,3,Y), findall(V, e2(V), L), length(L, N), N >= 2).
query(e0(Y,1)).
query(e3).
query(\+ p10(2,2)).
