:- use_module(library(lists)).
0.9::e0(1).
0.4::e0(2).
0.7::e1(1).
0.75::e1(3).
0.2::e2(3).
0.2::e2(2).
p00(Y,Y) :- e1(Y), call(e2, Y).
p00(X,Y) :- p01(Y,2), between(1,3,X).
p01(X,Y) :- e0(X), e2(2), e1(1), between(1,3,Y), not e1(Y), \+ e2(3).
p10(X) :- p01(3,Y), p11, e0(Y), between(1,3,X), T =.. [g, Y], T \== g(0).
p10(X) :- e2(X), p11, e0(X), \+ p01(X,3).
0.3::p11 :- e2(X), e2(1), p11, X @>= 1.
p11 :- p00(Z,Y), e1(Y), e0(Z), findall(V, p01(3,V), L), length(L, N), N >= 2.
p11 :- p00(Y,2), e1(Y).
query(p10(2)).
query(p10(X)) :- between(1,2,X).
query(\+ e2(3)).
