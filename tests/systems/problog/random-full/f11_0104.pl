:- use_module(library(lists)).
0.7::e0(3,3).
e1(2).
0.9::e1(3).
0.1::e1(1); 0.2::e1(3).
e2(3).
e2(1).
0.2::e2(3); 0.3::e2(2); 0.1::e2(1).
P::p00(X) :- (e1(X), e1(Z), e2(Z)), P is X / 4.
0.2::p01(Y) :- p01(1), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
P::p01(X) :- (e0(2,1), e1(2), between(1,3,X)), P is X / 4.
p01(X) :- e2(3), e1(Z), e0(X,Z), compare(O, Z, 1).
p10(Y,X) :- p00(X), between(1,3,Y).
p10(X,2) :- e0(3,1), between(1,3,X).
p10(Y,X) :- p01(3), between(1,3,X), between(1,3,Y), Y == X, \+ e2(1).
p11(1) :- p10(Y,X), X \= X.
0.3::p11(X) :- e2(3), between(1,3,X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p11(X) :- p11(Z), p11(2), e2(Z), between(1,3,X).
p20(Y,X) :- p00(Y), between(1,3,X), Y == X, findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p21 :- p21, \+ e1(3).
p21 :- p21, p00(X), p01(X), not e0(X,X).
query(e2(1)).
query(e0(3,Y)).
query(\+ p21).
