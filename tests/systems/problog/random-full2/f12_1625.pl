:- use_module(library(lists)).
0.6::e0(3).
0.25::e0(2).
0.6::e1(3,2).
e1(2,1).
0.1::e1(1,1); 0.3::e1(2,2); 0.1::e1(3,3).
p00(Y) :- e0(Z), between(1,3,Y).
p00(Y) :- (e1(X,Y), e1(X,Y), findall(V, e1(Y,V), L), L = []) ; (X == 2, p01(X), between(1,3,Y), T =.. [g, X], T \== g(0)).
p01(X) :- p00(Y), e0(2), e1(Y,2), between(1,3,X).
p01(Y) <- e1(X,Y), e1(Y,1), e1(Y,X).
p10(X) :- e0(1), p11, e1(2,1), between(1,3,X), \+ p00(X), call(p01, 2).
p11 :- p01(Z), p00(Z), p10(1).
p20(X) :- e1(Z,Y), e1(Y,Y), p10(Y), between(1,3,X), \+ p11.
0.75::p20(3) :- e0(Z), p01(X).
p21(Y) :- Y == 1, e0(Y), p11.
P::p21(X) :- ((p21(1), p10(X), p11) ; (p11, p10(1), p00(X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2)), P is X / 4.
p21(X) :- (p20(3), between(1,3,X), call(e1, 1, X)) ; (p21(3), p01(3), p11, between(1,3,X), not p10(X), W is X + 1, W < 5).
query(e1(Y,3)).
query(\+ e1(1,3)).
