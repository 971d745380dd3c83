:- use_module(library(lists)).
e0(1).
0.1::e0(3).
0.3::e0(2).
0.25::e1.
0.1::e2(3).
0.1::e2(2); 0.3::e2(3); 0.3::e2(1).
p00(Y) :- p00(Z), between(1,3,Y), \+ e0(3).
P::p00(X) <- (X \== 1, e0(3), p00(Y), e2(Y), between(1,3,X), \+ e2(Y)), P is X / 4.
0.6::p10(X) :- p11(Y,2), p11(2,3), e1, between(1,3,X), not p00(2).
p10(X) :- p00(Z), p11(Z,3), e0(Z), between(1,3,X).
p11(2,Y) :- e0(Z), e0(Z), p11(Z,X), between(1,3,Y), Z =:= 1, Y >= 1.
0.25::p11(3,X) :- e2(1), e0(X), findall(V, p00(V), L), length(L, N), N >= 2, \+ e2(X).
p11(X,X) :- Z == 2, p00(1), p00(Z), p00(Z), between(1,3,X).
query(p00(1)).
query(e0(2)).
query(p11(X,3)).
query(e0(X)) :- between(1,2,X).
query(\+ e1).
