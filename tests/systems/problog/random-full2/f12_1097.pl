:- use_module(library(lists)).
0.75::e0(1).
0.8::e0(2).
0.9::e1(1).
0.75::e1(3).
0.8::e2(1).
0.5::e2(3).
P::p00(X) <- ((e1(X), e1(3), findall(V, e0(V), L), length(L, N), N >= 1, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (e2(X), T =.. [g, X], T \== g(0))), P is X / 4.
p00(Y) :- (e0(Y), e2(1), p00(Y), \+ e2(Y)) ; (Y == 2, p00(1), between(1,3,Y), findall(V, e0(V), L), L = []).
p00(Y) :- p01(Z), between(1,3,Y), W is Y + 2, W < 5.
0.3::p01(Y) :- e2(1), e0(3), between(1,3,Y).
p01(Y) :- p00(X), e0(X), e2(3), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
0.2::p01(Y) :- p00(1), e0(1), e0(Z), between(1,3,Y), Z @< 1, Z == 3.
p10(Y,X) :- (e2(1), e0(Z), e0(Z), between(1,3,X), between(1,3,Y), findall(V, p01(V), L), sum_list(L, T), T > 2) ; (p00(Y), p01(Y), p10(X,Y), X == Y).
p10(X,2) :- p11(Z), p00(Z), e2(2), between(1,3,X), call(e1, X), compare(O, X, 1).
p10(Y,Y) :- e1(1), between(1,3,Y), call(e0, 1).
p11(X) <- p11(Z), p00(Z), p01(Z), between(1,3,X).
p11(3) :- Y == 3, p01(Y), p00(Y).
P::p11(X) :- ((p10(X,1), p00(1), X @=< 2, not e2(2)) ; (p01(1), p10(Z,X))), P is X / 4.
p20(Y,X) :- (e1(X), p21(2), between(1,3,Y)) ; (e2(1), between(1,3,X), between(1,3,Y)).
p20(Y,Y) :- p01(Z), between(1,3,Y).
p21(X) <- (p01(X), findall(V, e2(V), L), length(L, N), N >= 2, call(e2, X)) ; (p01(2), p20(Y,Y), between(1,3,X)).
p21(Y) <- (e2(Y), p01(3), p20(Y,Y), call(p11, 1), findall(V, p10(Y,V), L), sort(L, S), length(S, N), N < 2) ; (e2(X), p00(X), p00(3), between(1,3,Y), compare(O, X, 3), Y = X).
p21(X) :- e1(Z), p00(3), p00(1), between(1,3,X).
0.4::p30(X) :- e1(Z), e0(X).
query(p01(Y)).
evidence(p20(2,1), false).
