:- use_module(library(lists)).
0.8::e0(3,3).
0.4::e0(3,2).
0.2::e0(3,3); 0.1::e0(2,2).
0.8::e1(1,2).
P::p00(Y) :- (p00(X), between(1,3,Y), W is X + 1, W < 5), P is Y / 4.
p00(1) :- (p00(Z), e0(X,X), e1(2,X)) ; (p01(Y), p00(3), p01(X), \+ e0(X,X)).
p00(X) :- e0(Y,3), between(1,3,X).
0.7::p01(Y) :- e0(Z,Y), p00(X), Y \== X, call(e1, 1, Z).
0.3::p01(Y) :- p01(X), between(1,3,Y), \+ e1(Y,Y), T =.. [g, X], T \== g(0).
p01(Y) :- (e0(3,Y), Y = Y) ; (e0(2,1), between(1,3,Y), \+ e0(Y,Y)).
p10(3) :- (e1(X,Z), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (p01(Z), p01(Z), p00(Y)).
p10(X) :- (p01(2), p00(1), p10(X), \+ p00(X)) ; (Z \== 1, e0(Z,Z), e0(3,Z), e1(Z,X)).
query(e0(1,2)).
query(e1(X,X)) :- between(1,2,X).
query(\+ p00(3)).
