:- use_module(library(lists)).
0.1::e0(1,2).
0.3::e0(3,3).
0.3::e0(2,2); 0.1::e0(3,3).
0.75::e1(2,1).
0.1::e1(3,3); 0.3::e1(2,2); 0.1::e1(1,1).
0.3::e2(2,1).
0.7::e3(3,1).
p00 :- e0(1,X), p00, W is X + 1, W < 5, \+ e2(X,X).
0.1::p00 :- (e3(Z,1), e2(Z,Z), p01(X)) ; (p01(2), p00, e2(X,Y)).
p00 :- p00, e3(3,Z), Z =\= 2, W is Z + 1, W < 5.
0.7::p01(2) :- p00.
p01(1) <- p00, e2(Y,Y), p00.
0.8::p01(1) :- e0(X,X), e1(Y,3), e0(Z,Z), findall(V, e2(1,V), L), sort(L, S), length(S, N), N < 2.
P::p10(X) :- (p01(Y), e2(Y,Y), e1(Z,X)), P is X / 4.
p10(Y) <- e2(Z,Y), p00, p00, \+ p00, findall(V, e3(Y,V), L), length(L, N), N >= 1.
p10(X) :- X \== 1, X == 2, p00, e2(X,2), p00.
query(e2(Y,Y)).
query(\+ e1(3,2)).
evidence(e0(3,1), false).
