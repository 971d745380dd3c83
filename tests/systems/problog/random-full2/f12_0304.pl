:- use_module(library(lists)).
0.9::e0(2,2).
e0(1,1).
0.6::e0(2,1).
0.8::e1(3,1).
0.3::e1(1,1).
e1(1,3).
0.2::e1(2,2); 0.1::e1(3,3); 0.3::e1(1,1).
0.8::e2(3).
0.1::e2(2).
p00(X,3) :- p00(Z,Y), e1(3,Y), e0(Z,Y), between(1,3,X), \+ e1(Y,Y).
p10(X,X) :- e0(Y,1), e0(2,Y), e2(2), between(1,3,X).
p20(X,X) <- e2(Y), e1(1,Y), e1(Y,Z), between(1,3,X).
p20(X,Y) <- p10(1,3), p20(Z,2), e1(Z,Z), between(1,3,X), between(1,3,Y), not e1(Y,1).
0.5::p20(3,Y) :- e2(X), between(1,3,Y), findall(V, p10(2,V), L), length(L, N), N >= 2.
p21 :- e1(Y,Z), e0(Z,Y), e1(3,Y), not e1(3,Z), \+ e1(Y,Y).
p21 :- e2(3), p20(1,Y), p21.
p21 :- Z == 3, p10(Z,X).
p30 :- p00(Z,3).
p30 :- X == 1, p30, e0(Y,X), call(e1, X, Y).
p30 <- p00(Z,2), e1(Z,1), p31(X), call(p20, Z, X).
p31(1) :- p31(2), p21, p20(2,Z), findall(V, p10(2,V), L), L = [], Z = Z.
query(p20(X,2)).
query(e0(X,X)) :- between(1,2,X).
