:- use_module(library(lists)).
0.7::e0.
0.9::e1(3,2).
0.8::e2(1).
0.2::e2(3).
0.4::e2(2).
0.8::e3(2,1).
0.8::e3(3,3).
0.1::e3(1,1); 0.3::e3(2,2).
p00(Y) :- (e0, e2(Z), e3(Z,Y)) ; (e3(X,X), e3(2,X), e1(Y,1)).
p01(X,2) :- X \== 3, e1(Y,Z), e3(3,3), between(1,3,X).
p01(3,X) :- e1(Z,X), e3(X,Y).
p10(Y,3) :- Y \== 1, p01(1,X), p10(X,X), e3(3,1), between(1,3,Y), T =.. [g, Y], T \== g(0).
p10(X,X) :- p00(Y), e2(Y), between(1,3,X).
0.7::p11(Y) :- p10(X,3), e3(X,X), p10(X,X), between(1,3,Y).
p11(2) :- e3(X,Y), findall(V, p00(V), L), length(L, N), N >= 2.
p11(X) :- e3(X,3), p11(Z), e3(Z,X), not e2(X).
query(e3(3,Y)).
query(e1(2,X)).
query(e2(Y)).
query(e2(X)) :- between(1,2,X).
query(\+ p10(3,1)).
