:- use_module(library(lists)).
0.9::e0(2).
0.2::e1(3); 0.1::e1(2); 0.2::e1(1).
0.1::e2(1).
0.2::e2(3).
0.1::e2(2); 0.1::e2(3); 0.1::e2(1).
0.25::e3.
p00(X,X) :- e3, e3, between(1,3,X).
0.8::p00(Y,3) :- e3, p00(Y,Y), e2(Y).
P::p01(X,Y) :- ((e2(Z), between(1,3,X), between(1,3,Y)) ; (e0(1), between(1,3,X), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, Y == X)), P is Y / 4.
P::p01(2,Y) <- ((e1(Y), e2(2)) ; (e3, e3, p00(3,Z), between(1,3,Y))), P is Y / 4.
p01(X,X) <- e3, e1(Z), between(1,3,X), \+ e0(Z).
\+p01(X,2) :- e0(X).
p10(X) :- (e1(Z), between(1,3,X)) ; (p01(Y,Z), p10(1), e3, between(1,3,X), W is Z + 2, W < 5, Z @< 2).
p20(X,Y) <- (p20(Y,X), \+ e2(Y)) ; (p10(2), between(1,3,X), between(1,3,Y), findall(V, p00(1,V), L), sort(L, S), length(S, N), N < 2, not e0(Y)).
p21(2,X) <- p20(Y,2), p01(Y,Y), between(1,3,X), \+ e3.
p21(X,Y) <- p01(2,Y), p20(Y,Y), between(1,3,X), findall(V, p10(V), L), L = [], compare(O, X, 3).
0.8::p30(1) :- (p21(Y,X), p01(Z,1), \+ e3) ; (Y == 1, p21(Y,Z), e0(3), e2(Y), not p21(Y,1)).
p30(3) :- (p30(1), e1(1)) ; (e1(Z), \+ p20(Z,1)).
0.25::\+p30(2) :- e2(2).
query(p20(3,3)).
query(e3).
