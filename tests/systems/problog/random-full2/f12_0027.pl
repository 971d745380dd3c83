:- use_module(library(lists)).
0.7::e0(2,3).
e0(3,3).
0.1::e0(2,2); 0.3::e0(1,1); 0.3::e0(3,3).
e1(3).
e1(2).
0.2::e1(3); 0.2::e1(1).
e2(1).
0.2::e2(2).
e3(3,3).
p00 :- p00, e2(1), findall(V, e3(2,V), L), sort(L, S), length(S, N), N < 2.
p01 :- e3(X,Z), p01, \+ e1(Z).
0.2::p01 :- p00, e3(2,Z), e1(Z), Z = Z.
p01 :- e3(Z,Y), e2(1), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, Y == 3.
p10(X) <- e3(X,3), e3(Y,X), p10(Y).
p10(X) :- p01, p10(X), p01, findall(V, e1(V), L), length(L, N), N >= 1, \+ e2(X).
0.5::p10(2) :- e0(Z,Z), e2(Y), p00, call(e1, 1).
p11(2) :- (p10(Z), not e2(Z)) ; (p00, call(e0, 2, 3)).
p11(Y) :- p10(X), e3(1,X), between(1,3,Y), W is X + 3, W < 5.
p11(Y) :- e3(Y,Y), p01, T =.. [g, Y], T \== g(0).
p20(X) :- e0(Y,X), e3(Y,Y), e3(2,X).
0.1::p21 :- (e1(Z)) ; (p10(Z), p01, p00, W is Z + 2, W < 5, Z = Z).
p21 :- p01.
p21 :- p01, e1(Y), p11(Y).
query(e1(2)).
