:- use_module(library(lists)).
e0(2,1).
0.3::e0(2,2); 0.3::e0(3,3).
0.25::e1(1).
e1(3).
0.3::e1(3); 0.2::e1(2).
p00 :- p01, p00, e0(X,Z), \+ e0(Z,Z).
p01 :- Z \== 2, p01, e0(Z,2), p00, call(e0, Z, Z).
p01 :- e1(X), p00, \+ e1(X), \+ e1(X).
p10(Y) :- p10(2), p00, e0(Y,2).
p20(Y,Y) :- e0(3,Y), e1(Y), Y = Y, findall(V, e1(V), L), length(L, N), N >= 2.
p21(Y) :- p10(Z), e0(X,2), between(1,3,Y).
query(e1(3)).
query(e1(3)).
query(p21(2)).
evidence(p10(2), true).
