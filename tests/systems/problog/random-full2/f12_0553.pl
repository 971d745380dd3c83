:- use_module(library(lists)).
0.8::e0(3).
e0(1).
0.2::e0(1); 0.1::e0(3).
0.8::e1.
0.4::e2(3,3).
0.7::e2(1,1).
0.6::e2(3,1).
p00(1) :- e1, e2(X,X).
p01(2) :- p00(Z), Z == Z, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
0.7::p10(Y,X) :- e0(2), p01(1), p11(Y), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(Y,Y) :- Y == 2, e0(Y), p00(1), p11(Y), Y == Y.
p10(X,X) :- (e2(Y,Y), p10(Y,Z), p10(1,Z), between(1,3,X)) ; (e1, p10(Y,2), e2(Y,1), between(1,3,X)).
p11(X) :- (X \== 1, p00(Y), e0(Y), between(1,3,X), \+ e2(Y,1)) ; (e2(X,X), e0(X), T =.. [g, X], T \== g(0)).
p11(3) :- p00(2), p10(X,X), X >= 1.
0.6::p20(X) :- p11(Z), e0(Y), between(1,3,X), \+ e1, findall(V, p11(V), L), length(L, N), N >= 1.
p20(3) :- e1, call(e2, 3, 2).
p20(X) :- (p01(3), p01(Z), e1, between(1,3,X), X \= 1, X = X) ; (p11(Z), p00(1), between(1,3,X)).
query(p00(3)).
query(e1).
query(e2(Y,2)).
query(\+ p10(1,1)).
evidence(e0(3), false).
