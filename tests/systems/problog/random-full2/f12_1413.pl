:- use_module(library(lists)).
e0(1,1).
0.4::e0(1,3).
0.1::e0(3,3).
0.6::e0(3,1).
0.3::e1.
0.7::e2(2).
0.2::e2(1); 0.2::e2(3); 0.3::e2(2).
0.9::e3(2,1).
0.7::e3(2,3).
e3(3,2).
0.1::e3(3,3); 0.1::e3(1,1); 0.2::e3(2,2).
p00 :- e0(Y,Y), e3(X,Y), e2(X).
p10(Y) :- e0(X,Z), e3(Z,X), between(1,3,Y), call(e2, Z).
p10(X) :- (p10(2), e2(Y), e2(Y), between(1,3,X), T =.. [g, Y], T \== g(0), call(e2, Y)) ; (e1, e2(Z), e2(X)).
p10(X) :- e3(Z,1), between(1,3,X), findall(V, e2(V), L), L = [].
query(e2(1)).
query(p00).
query(e3(1,X)).
query(\+ e1).
