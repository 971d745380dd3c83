:- use_module(library(lists)).
0.4::e0(1,1).
0.4::e0(3,3).
0.25::e0(3,2).
0.9::e1(3).
0.75::e1(2).
e1(1).
p00(Y,Y) :- e0(Y,Z), p01(Z), p00(Z,3), Z \= Y.
0.75::p01(3) :- Z \== 3, p01(3), e0(3,Z), e0(Z,Z).
p01(2) :- p00(2,Z), e0(1,Y), p00(Y,2).
p10 :- p10, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, T =.. [g, 2], T \== g(0).
0.7::p20 :- p00(Z,3), compare(O, Z, 3).
query(p01(1)).
query(e0(X,X)) :- between(1,2,X).
query(\+ p20).
