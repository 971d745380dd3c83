:- use_module(library(lists)).
0.7::e0(3,3).
0.2::e0(1,1); 0.1::e0(2,2).
0.3::e1(2).
0.8::e1(1).
e2(1,1).
0.5::e2(2,1).
0.3::e2(3,3).
0.6::e3(2).
0.25::e3(1).
e3(3).
0.25::p00(X,X) <- e0(Y,3), between(1,3,X), not e3(Y).
P::p00(X,X) :- ((p01(Z), p00(X,X), e1(X)) ; (e1(1), e3(Y), p01(Y), between(1,3,X))), P is X / 4.
p01(X) :- e1(Z), e1(Z), p01(Z), between(1,3,X), Z \= X, call(e2, Z, X).
p10(Y) :- (p10(2), between(1,3,Y), findall(V, e2(Y,V), L), L \= []) ; (p00(X,X), between(1,3,Y)).
query(p00(3,X)).
query(e1(3)).
