:- use_module(library(lists)).
0.9::e0(3,3).
e0(1,1).
0.1::e0(3,3); 0.1::e0(1,1).
e1(2,1).
0.75::e1(1,3).
0.9::e1(1,1).
0.3::e1(2,2); 0.2::e1(3,3).
0.2::e2(3,3); 0.3::e2(2,2); 0.3::e2(1,1).
0.25::p00(X) :- e0(X,3), e0(3,X), p01(Y,X), call(e2, X, Y), not e0(X,Y).
P::p00(X) :- (p00(X)), P is X / 4.
p00(X) :- p01(Y,X), p00(Y), p00(X), T =.. [g, X], T \== g(0).
0.7::p01(Y,Y) :- p00(Y), p00(Y).
0.4::p01(X,Y) <- e2(3,1), p00(2), between(1,3,X), between(1,3,Y), not e0(1,Y), X < 2.
P::p01(Y,X) :- (p01(2,Y), between(1,3,X)), P is Y / 4.
p10(Y,3) :- e0(X,Y), p01(X,Y).
p10(X,X) :- e0(Y,Y), e2(Y,X), e1(X,X).
p10(3,X) :- e2(Y,3), e1(2,Y), between(1,3,X), W is X + 1, W < 5.
p20(Y,X) :- p00(X), between(1,3,Y).
P::p20(Y,X) :- (p10(2,1), p01(Y,Z), between(1,3,X), findall(V, p01(X,V), L), sort(L, S), length(S, N), N < 2, W is X + 1, W < 5), P is Y / 4.
P::p20(Y,Y) :- (p10(X,2), between(1,3,Y), not p10(Y,Y)), P is Y / 4.
p30(X,X) :- p10(2,Z), p30(Z,Y), between(1,3,X).
query(e0(X,3)).
