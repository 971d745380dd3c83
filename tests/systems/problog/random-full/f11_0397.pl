:- use_module(library(lists)).
e0(2,2).
0.8::e0(1,3).
0.8::e0(3,1).
0.6::e1(1,2).
0.5::e2(3,3).
0.9::p00(Y) <- e0(2,X), p01(X), p01(X), between(1,3,Y).
P::p00(Y) <- (p00(Z), e2(1,Z), between(1,3,Y), not e1(Z,1)), P is Y / 4.
0.75::p00(1) :- e1(1,Y), p00(X), findall(V, e2(X,V), L), length(L, N), N >= 1.
p01(3) :- e0(X,Z), p01(X).
p10(2) :- p10(X), p10(Y), e2(Y,X), call(e2, X, Y).
0.3::p20(Y) :- (e1(Z,Z), e0(Y,Z), p01(Y), \+ p10(2), T =.. [g, Z], T \== g(0)) ; (p01(Z), p20(Z), e2(Z,Z), between(1,3,Y), Z \== Z, T =.. [g, Z], T \== g(0)).
p20(X) :- p21(Z), p10(Z), between(1,3,X), \+ e1(X,Z).
P::p20(Y) :- (p21(X), between(1,3,Y), X == 3), P is Y / 4.
p21(1) :- (X \== 2, p20(X), p20(X), p00(X)) ; (p01(2), T =.. [g, 2], T \== g(0), T =.. [g, 1], T \== g(0)).
p21(X) :- (e0(Y,3), p10(X), p10(Y), W is Y + 3, W < 5) ; (p01(X), findall(V, p10(V), L), L = [], not p01(3)).
p30(1,Y) :- e0(Z,Y).
query(p20(X)).
query(p01(Y)).
query(e0(3,2)).
query(\+ e0(2,1)).
