:- use_module(library(lists)).
e0(2,1).
0.7::e0(2,3).
e1(3).
0.8::e2(1,1).
e2(1,2).
0.75::e3.
p00(3,2) :- e1(1), e0(2,Y), p00(Y,Y), call(e2, Y, Y).
0.4::p10(Y) <- e3, e3, between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2, compare(O, Y, 3).
p10(Y) :- e3, p00(X,Z), e1(X), between(1,3,Y), findall(V, e0(Y,V), L), L = [], call(e2, Y, 2).
query(e1(Y)).
query(e0(X,Y)).
query(p10(2)).
