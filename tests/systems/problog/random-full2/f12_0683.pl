:- use_module(library(lists)).
e0(1).
0.5::e1.
0.6::e2(3).
0.2::e2(2).
0.3::e2(1); 0.3::e2(3); 0.3::e2(2).
0.2::e3(1,2).
0.2::e3(1,3).
e3(2,3).
p00(2) :- e3(2,3), e0(Z), Z < 2, compare(O, Z, 3).
p10(Y) :- e0(Z), e3(1,Z), between(1,3,Y).
p10(3) <- e3(Z,2), p11(3), e3(1,1).
0.1::p11(Y) :- Y == 1, e3(Z,1), between(1,3,Y), Y @=< 1.
0.75::p11(X) :- p11(Z), between(1,3,X).
p20(Y) <- (e0(X), between(1,3,Y), findall(V, e2(V), L), length(L, N), N >= 1) ; (e0(Z), between(1,3,Y)).
query(e0(2)).
query(e1) :- between(1,2,X).
query(\+ p20(3)).
evidence(p00(1), true).
