:- use_module(library(lists)).
0.3::e0(2).
0.75::e0(1).
e0(3).
0.2::e0(1); 0.2::e0(3); 0.2::e0(2).
0.8::e1(3,3).
0.5::e1(2,2).
0.4::p00(X) :- p00(2), e0(2), p00(1), between(1,3,X).
p00(X) <- e1(2,Y), p00(Y), between(1,3,X).
p00(3) :- e1(X,X), p00(X), e0(Z).
p01(Y) :- e0(2), p01(Y).
p01(Y) :- e1(Y,Y), p00(Y).
0.75::p01(3) :- p01(X), e1(Y,3).
p10(Y) :- e0(Z), p10(3), e0(Z), between(1,3,Y).
p11(Y) :- p01(Y), p00(Y).
p11(X) :- p10(Z), p10(3), between(1,3,X), X >= 1.
0.1::p11(X) :- p10(X), p00(3).
p20(Y) :- p01(Z), e1(Z,2), p20(2), between(1,3,Y), Y == 2, Y =\= 3.
p21(X) :- e0(3), between(1,3,X), \+ p01(2), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
query(p00(X)).
query(p00(X)).
query(p21(2)).
query(\+ p01(3)).
