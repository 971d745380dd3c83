:- use_module(library(lists)).
e0(1).
0.25::e0(3).
0.2::e1(3,3); 0.3::e1(1,1); 0.2::e1(2,2).
p00(3) :- e1(Y,Z), e1(Y,2), Y >= 1, Z < 1.
P::p00(Y) :- (e0(X), between(1,3,Y), Y =\= 3, call(e0, 2)), P is Y / 4.
P::p01(X) :- ((e0(Z), p01(Z), e0(Y), between(1,3,X)) ; (e0(Y), p01(2), between(1,3,X))), P is X / 4.
p01(X) :- p00(Y), between(1,3,X).
P::p01(Y) :- ((p01(Z), e1(2,Z), e0(Z), between(1,3,Y), \+ e0(Z)) ; (Z == 3, e1(Z,Y), e0(Z), e0(Z))), P is Y / 4.
p10(3) :- (e1(2,1), not p00(1)) ; (p11(Z), \+ p00(2), \+ p00(Z)).
p11(X) :- (p11(X), p11(X), e1(X,Z)) ; (p11(3), e1(Z,Y), between(1,3,X), \+ p01(X)).
0.6::p20(X) <- e0(Y), p10(2), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, Y < 3.
p20(X) :- p20(X), p20(X), p21(2).
0.9::p21(Y) :- e0(2), between(1,3,Y).
p21(Y) :- (p00(1), e1(2,X), between(1,3,Y), T =.. [g, X], T \== g(0), \+ p00(X)) ; (e1(Y,X), \+ p10(X), \+ p01(X)).
query(p01(X)).
query(p11(1)).
query(p01(2)).
