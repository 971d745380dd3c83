:- use_module(library(lists)).
e0(1,3).
0.1::e0(2,3).
0.1::e1(3,2).
0.3::e1(3,3).
0.9::e1(3,1).
0.8::e1(1,1).
0.7::e2(3,3).
e3(2,3).
0.5::e3(2,1).
p00(X,Y) :- e1(2,Y), e0(X,2).
p10(X) :- e3(X,Y), p00(Y,2).
p10(Y) :- e0(1,3), between(1,3,Y).
p10(X) :- p10(Y), e1(1,3), p11(Y), between(1,3,X), \+ e3(X,2), findall(V, p00(Y,V), L), length(L, N), N >= 2.
0.6::p11(2) <- Z == 2, e0(Z,Y), e1(Z,Z), Z < 1.
query(p00(1,Y)).
query(e2(3,Y)).
