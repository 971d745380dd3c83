:- use_module(library(lists)).
0.8::e0(2).
0.1::e0(1).
e1.
0.4::e2(3,1).
0.7::e2(2,1).
0.5::p00(Y) :- (p00(2), p01(Y)) ; (p00(Z), e0(2), p00(X), between(1,3,Y)).
p00(X) :- (p01(Y), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (e0(Z), e1, e1, between(1,3,X), T =.. [g, Z], T \== g(0), call(e0, Z)).
P::p01(Y) :- (e1, p00(Z), between(1,3,Y)), P is Y / 4.
P::p01(X) :- ((p01(Z), e1, between(1,3,X), W is Z + 1, W < 5, Z = X) ; (e2(Y,Z), between(1,3,X))), P is X / 4.
0.2::p10(Y,X) :- p00(Z), e1, between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0).
p20(Y) :- p20(X), between(1,3,Y).
0.9::p30(Y) :- p00(2), between(1,3,Y), \+ p20(Y), compare(O, Y, 1).
0.4::p30(X) :- p30(X), e1, p30(X), X = X.
query(p01(1)).
evidence(e1, false).
