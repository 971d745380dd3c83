:- use_module(library(lists)).
e0(1,3).
0.9::e0(2,2).
0.6::e0(3,1).
0.3::e1(2,2); 0.1::e1(1,1); 0.3::e1(3,3).
e2(2).
e2(3).
p00(X) :- p00(X), e0(X,X), e1(Y,2), Y < 3.
p00(Y) :- e2(X), between(1,3,Y), \+ e1(3,X), \+ e0(2,Y).
p00(3) :- e2(3).
0.3::p01(X) :- e2(Y), between(1,3,X).
p10(X,Y) :- e1(1,Z), p01(Z), p01(X), between(1,3,Y), X @>= f(1), \+ p01(Z).
p10(Y,3) :- p01(X), p00(X), p10(X,3), between(1,3,Y).
p20 :- p10(X,Z), p10(X,Z), e2(X), findall(V, p10(2,V), L), length(L, N), N >= 1, call(e1, 2, 3).
p21 :- X == 2, p21, e2(X), call(e0, X, 1).
p21 :- p20, p00(Z), p21, not p01(Z).
query(p01(3)).
query(p10(3,Y)).
query(p01(X)) :- between(1,2,X).
