:- use_module(library(lists)).
e0(1).
0.4::e0(3).
0.5::e1(1,2).
0.2::e1(3,3); 0.1::e1(2,2); 0.1::e1(1,1).
0.25::e2(2,1).
e2(3,1).
0.9::e3.
P::p00(1,X) :- ((e1(Z,1), between(1,3,X), not e0(Z), X >= 3) ; (p00(Z,X), e3)), P is X / 4.
0.7::p01(3) :- e1(Y,Z), e3, Y < 1, Y @=< f(1).
0.3::p01(X) :- e2(X,Z), W is Z + 3, W < 5, Z @< 1.
p01(1) :- (Y \== 3, e3, e1(2,Y), e2(Y,Y)) ; (e3).
0.3::p10(X) :- p10(X), e2(2,X), p00(X,2), T =.. [g, X], T \== g(0), not e2(X,X).
p10(Y) :- e3, between(1,3,Y), findall(V, p01(V), L), sum_list(L, T), T > 2, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p11(X) :- p00(3,Y), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, X =:= 2.
query(e3).
