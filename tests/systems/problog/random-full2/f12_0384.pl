:- use_module(library(lists)).
e0.
0.1::e1.
0.2::e2(1,1).
0.4::e2(2,1).
0.2::e2(3,3).
0.75::e3.
p00(3) :- p00(Y), e3, e1, findall(V, e2(1,V), L), L \= [], T =.. [g, Y], T \== g(0).
p00(Y) :- e0, between(1,3,Y), findall(V, e2(Y,V), L), length(L, N), N >= 2.
P::p10(Y) :- (e1, between(1,3,Y)), P is Y / 4.
0.25::p10(Y) :- p10(X), between(1,3,Y).
P::p11(Y) :- (Y \== 3, p10(Y), e1, e1), P is Y / 4.
query(e0).
query(e0) :- between(1,2,X).
query(\+ p00(2)).
