:- use_module(library(lists)).
e0(1,2).
0.2::e0(3,3); 0.2::e0(1,1).
0.3::e1(1).
0.1::e1(1); 0.1::e1(2).
0.7::e2(2).
0.4::e2(3).
0.3::e3(3).
p00(Y) :- e1(2), p00(Y).
0.3::p00(X) :- e3(X), findall(V, e3(V), L), L \= [], X @>= 2.
p00(Y) :- e0(2,X), e0(X,X), between(1,3,Y), compare(O, X, 2).
p10(X,Y) :- e0(Z,X), e3(Z), e0(Z,X), between(1,3,Y), call(p00, X).
query(e1(1)).
query(e2(X)).
