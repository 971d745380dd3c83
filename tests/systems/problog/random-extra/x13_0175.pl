:- use_module(library(lists)).
0.25::e0.
0.3::e1(1).
e2(1,2).
0.75::e2(2,1).
0.7::e3.
p00(Y) :- (p00(3), e3, between(1,3,Y)) ; (e1(2), e3, e1(X), between(1,3,Y)).
p10(Y,Y) :- e0, e3, between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, Y =:= 3.
p10(X,X) <- e1(Z), e2(Z,Y), between(1,3,X), Z =\= 2, not e2(2,3).
p11(Y) :- e3, e1(3), between(1,3,Y).
p11(3) <- e3, e1(1), e0.
query(p11(3)).
