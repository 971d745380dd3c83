:- use_module(library(lists)).
0.1::e0(3).
0.3::e0(3); 0.2::e0(2).
0.5::e1(1).
0.3::e1(3); 0.1::e1(2); 0.3::e1(1).
0.7::e2(3,3).
0.8::e2(1,1).
0.3::e2(2,2).
0.1::e2(3,3); 0.3::e2(1,1); 0.2::e2(2,2).
0.25::e3(2).
p00(Y,X) :- X == 3, e2(Z,Y), p01(1), p00(2,Y), between(1,3,X).
p00(Y,X) :- e2(X,X), e1(1), p01(X), between(1,3,Y), X >= 3, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
P::p00(X,2) :- (e3(Y), between(1,3,X)), P is X / 4.
p01(X) :- p01(1), e0(Z), e3(3), between(1,3,X), call(e1, Z).
p01(X) :- e3(Y), e2(Y,1), e0(Y), between(1,3,X), call(e3, 3), findall(V, e0(V), L), sum_list(L, T), T > 2.
P::p10(X,X) :- (p11, p10(Z,Z), p01(Z), between(1,3,X), Z >= 2, \+ e1(3)), P is X / 4.
0.6::p10(2,Y) :- e3(X), e0(3), e3(X), between(1,3,Y), \+ e2(X,X).
0.6::p11 :- X == 2, p10(1,X).
0.2::p11 :- (e3(X), p11, e2(3,1)) ; (p01(Y), p10(3,Y)).
p20(X,Y) :- (e1(1), e3(Y), between(1,3,X), W is Y + 1, W < 5, \+ e3(Y)) ; (e1(Z), p21(Z), p00(Z,3), between(1,3,X), between(1,3,Y), not e1(Y)).
p20(Y,Y) :- p11, e2(Z,Z), p21(2), between(1,3,Y).
p21(Y) :- p00(1,Z), p01(Z), between(1,3,Y).
P::p21(X) :- ((Y == 1, p11, p10(Y,X), e0(Z), T =.. [g, Z], T \== g(0)) ; (e1(Y), p11, between(1,3,X), T =.. [g, X], T \== g(0))), P is X / 4.
p30(X) :- (p01(Z), between(1,3,X), not e3(3)) ; (p11, e0(X), call(p00, X, X)).
query(p10(3,1)).
evidence(p11, true).
