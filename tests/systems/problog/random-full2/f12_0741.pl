:- use_module(library(lists)).
e0(2,1).
0.1::e0(1,3).
0.6::e1(3,2).
0.6::e1(1,1).
e2(1).
0.1::e2(3).
0.6::e2(2).
0.1::e2(2); 0.2::e2(3).
0.3::e3(3,3); 0.1::e3(2,2).
p00 :- e2(2), p00.
p01 :- (e0(Y,3), p01, p00, compare(O, Y, 1)) ; (e3(X,Z)).
p01 :- p01, e3(Z,X), \+ e2(1), W is Z + 2, W < 5.
P::p10(X) :- (p01, between(1,3,X), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p11 :- (p11) ; (p00, T =.. [g, 1], T \== g(0), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2).
p11 :- (e1(3,Z), e2(Z), p01, Z < 3, W is Z + 3, W < 5) ; (p10(2), \+ e3(2,3)).
p20(Y,X) :- p10(X), e0(X,2), p11, between(1,3,Y), X < 3, \+ e2(Y).
0.3::p20(Y,X) :- e1(2,Z), p00, between(1,3,X), between(1,3,Y), \+ e3(3,Z), findall(V, e3(Y,V), L), sum_list(L, T), T > 2.
p20(X,2) <- (e2(Y), p20(X,3)) ; (p10(1), between(1,3,X), not e0(X,X), X < 2).
p21 :- p20(3,Z), findall(V, e0(Z,V), L), length(L, N), N >= 1.
0.3::p21 :- (e2(Y), p10(Y), p20(3,3)) ; (p00, e3(Y,Y), p00, Y = Y).
query(e0(X,2)).
