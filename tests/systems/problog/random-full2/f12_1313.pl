:- use_module(library(lists)).
0.2::e0(2,1).
0.8::e0(1,3).
e2(2).
0.7::e2(1).
0.2::e2(1); 0.1::e2(2).
P::p00(2,Y) :- (p01(1,Y), Y < 1), P is Y / 4.
0.7::p01(X,X) :- p01(X,X), X \== 1, X < 2.
p01(Y,Y) :- e2(X), p01(Z,X), e1(Z), between(1,3,Y), compare(O, Y, 2), findall(V, e0(Z,V), L), L = [].
p10(X) :- (e2(1), e1(1), e1(Z), between(1,3,X), \+ p01(X,1), \+ e0(X,X)) ; (p10(Y), p01(X,3), e2(Z), Y = X).
p10(X) :- (e2(X), T =.. [g, X], T \== g(0), findall(V, p01(3,V), L), L = []) ; (X == 3, p01(Z,Z), p00(X,Z), p00(Z,Z), \+ p01(Z,X)).
0.7::p10(X) :- e1(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, \+ p01(X,3).
query(e1(Y)).
query(e1(2)).
query(e0(Y,1)).
evidence(e2(3), true).
