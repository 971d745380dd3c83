:- use_module(library(lists)).
0.75::e0(3).
0.2::e0(2).
0.2::e0(2); 0.1::e0(3); 0.3::e0(1).
0.6::e1(2,3).
0.3::e1(2,2); 0.1::e1(1,1).
0.6::e2(2).
e2(3).
p00(X) :- e0(Z), between(1,3,X).
p00(X) :- e1(X,Z), p00(2), X = 3.
p00(Y) :- p00(Y), e2(Z), compare(O, Z, 1), Z \== 1.
p01 :- e1(X,3), X >= 1, X =\= 2.
p01 :- e1(Y,X), p01.
p01 :- p01, e1(2,3), e0(Y), \+ e1(Y,3).
p10 :- p11(2), p10, \+ e1(2,1).
p11(X) :- Y \== 2, e1(Y,2), between(1,3,X).
p11(X) :- p11(3), p01, between(1,3,X), findall(V, e1(3,V), L), length(L, N), N >= 2, not e0(X).
p20(X,Y) :- e0(X), between(1,3,Y).
p20(2,Y) :- p00(2), e2(1), p00(Y), \+ e1(Y,Y), not e2(2).
P::p20(Y,1) <- (p20(1,Y), p01, Y >= 2, Y \== Y), P is Y / 4.
query(p01).
query(e0(Y)).
query(e1(X,X)) :- between(1,2,X).
evidence(p00(1), false).
