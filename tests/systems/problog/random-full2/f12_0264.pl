:- use_module(library(lists)).
0.2::e0(1).
0.1::e0(2).
0.8::e1(3).
e1(2).
0.8::p00(Y) :- p01(Z), p00(Z), between(1,3,Y).
P::p00(X) :- (e0(2), between(1,3,X)), P is X / 4.
p01(X) :- p01(X), e1(X), e1(X), call(e1, 2).
p01(X) :- e1(Z), e0(3), e0(Z), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 1.
p01(1) :- p01(1), p01(Y), e1(X).
0.4::p10 :- (p10, p01(3), T =.. [g, 1], T \== g(0)) ; (p01(Z), p00(Z), p00(2)).
p10 :- (p00(2), p00(Z), Z =:= 2) ; (p01(Z)).
p10 :- (e1(X), e0(3)) ; (p01(Z), e1(X), Z >= 2).
p20(Y) :- (p10, p10, between(1,3,Y)) ; (e0(X), p21(3), p20(X), between(1,3,Y)).
p21(3) :- p01(Z), T =.. [g, Z], T \== g(0).
P::p21(Y) :- (p20(Y), p20(Z), e1(Z), not e1(3), W is Z + 2, W < 5), P is Y / 4.
p21(X) :- e0(X), call(p00, X).
p30 :- e1(2), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p30 :- p21(X), e0(Z), \+ p00(2), W is Z + 3, W < 5.
p30 :- p21(Z), Z @=< 3, not p21(3).
query(p30).
