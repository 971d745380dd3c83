:- use_module(library(lists)).
0.7::e0(3,2).
e0(1,1).
0.3::e0(2,1).
0.4::e1(1).
e1(2).
p00(1) :- e0(X,3), p01(2), not e1(X), X = X.
p00(Y) :- p00(Z), p00(3), between(1,3,Y), compare(O, Y, 1), not e0(Y,Y).
p01(Y) <- (p01(Z), between(1,3,Y), not e1(Y)) ; (e0(Z,3), p01(Z), p01(Z), between(1,3,Y)).
0.5::p10 :- e1(Y), p00(Y), p10, Y =:= 2.
p10 :- e1(2), p00(2), p10, not e0(3,2), call(e0, 1, 2).
p10 :- Z \== 3, p00(Z), e0(1,Z).
p20(1) :- p21(1), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(3,V), L), length(L, N), N >= 2.
p20(2) :- p21(3), e0(3,X).
p21(Y) :- p20(X), p21(X), p01(Y), findall(V, e0(X,V), L), length(L, N), N >= 2.
query(e1(1)).
query(p10).
query(p01(Y)).
