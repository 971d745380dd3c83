:- use_module(library(lists)).
0.25::e0(3).
0.5::e0(1).
0.3::e0(2); 0.3::e0(3); 0.1::e0(1).
0.8::e1(2).
0.7::e1(1).
p00(1) :- Y \== 3, p01(Y,Z), p01(X,Z), e0(Y).
p00(Y) :- e0(X), e1(Y), p00(3).
0.9::p00(X) :- e0(Y), between(1,3,X).
0.75::p01(Y,X) :- p01(Z,Z), e1(3), between(1,3,X), between(1,3,Y), \+ e1(1).
p10 :- p00(X), p11(X), X @=< a, findall(V, p01(X,V), L), sort(L, S), length(S, N), N < 2.
p10 :- p10.
p11(X) :- e0(X), p01(2,X), e0(1), \+ e0(X), T =.. [g, X], T \== g(0).
query(p01(1,X)).
query(p00(X)) :- between(1,2,X).
evidence(p11(3), true).
