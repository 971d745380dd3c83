:- use_module(library(lists)).
0.7::e1.
0.8::e2(2,2).
e2(1,1).
0.6::e2(3,1).
e2(1,2).
0.2::e2(2,2); 0.2::e2(3,3); 0.1::e2(1,1).
0.5::p00(Y) :- Y == 1, e0(1,3), e2(3,3), between(1,3,Y).
p01 :- (e1, p01, T =.. [g, 3], T \== g(0)) ; (e0(Z,1), e2(3,Z), e1).
p01 :- p01, findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2.
p01 :- p00(X), X @>= a, \+ e1.
p10(Y) :- e1, p01, between(1,3,Y), Y =\= 2, Y = 2.
0.7::p10(Y) :- e0(Y,X), p01, e0(Y,Y).
p20(Y) :- e1, between(1,3,Y).
p20(X) <- e1, between(1,3,X), not p00(X), not p10(X).
query(e1).
query(e0(Y,3)).
query(p20(X)).
