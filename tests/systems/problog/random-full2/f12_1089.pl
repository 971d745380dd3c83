:- use_module(library(lists)).
0.8::e0(1).
0.8::e1(3).
0.8::e1(1).
p00(Y) :- p00(X), between(1,3,Y).
0.2::p01(X,2) :- p01(3,Y), e0(3), between(1,3,X).
p10(X) :- e0(1), p00(Y), between(1,3,X), call(e0, X), Y @< 3.
0.25::p20(X) :- p00(Z), between(1,3,X), findall(V, p10(V), L), length(L, N), N >= 2.
0.2::p20(X) :- X == 1, p10(2), between(1,3,X), W is X + 1, W < 5.
p21 :- e0(Z), e1(X), p21, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, W is Z + 2, W < 5.
p30(X) :- p31, p00(Z), p01(Z,Z), between(1,3,X).
p30(X) :- p20(Z), p10(Z), between(1,3,X), Z @>= 1.
p30(3) :- e1(Z), p20(Z), findall(V, e0(V), L), length(L, N), N >= 2.
0.3::p31 :- p01(Z,X).
query(p31).
query(p00(Y)).
query(p00(X)) :- between(1,2,X).
query(\+ p20(2)).
