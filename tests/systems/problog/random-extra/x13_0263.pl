:- use_module(library(lists)).
e0(3).
0.3::e0(2).
0.7::e1(1,2).
0.8::e1(3,1).
0.1::e1(2,2); 0.2::e1(3,3); 0.3::e1(1,1).
p00(X) :- e0(Z), between(1,3,X), findall(V, e0(V), L), L = [], \+ e0(Z).
0.6::p00(Y) :- p00(X), between(1,3,Y), \+ e0(2).
p00(X) :- p00(X), p00(2), e1(Z,X), Z @< f(1), findall(V, e1(X,V), L), length(L, N), N >= 2.
p10(Y) :- (e1(1,3), p10(2), e0(X), between(1,3,Y), X @>= 2, Y >= 1) ; (p00(Y), e0(Y)).
p10(Y) :- p10(3), p00(Y).
query(e0(Y)).
query(p10(3)).
query(p00(3)).
query(p00(X)) :- between(1,2,X).
query(\+ p00(3)).
