:- use_module(library(lists)).
0.6::e0(2,1).
0.1::e0(3,3); 0.1::e0(2,2); 0.2::e0(1,1).
0.5::e1(1,3).
0.1::e1(3,3).
0.2::e1(3,2).
0.2::e2(1,1).
0.1::e2(1,1); 0.1::e2(2,2); 0.3::e2(3,3).
p00(X) :- p01(3), p01(3), e1(Y,Y), between(1,3,X), W is Y + 2, W < 5.
p00(3) :- e1(1,Z), e0(X,Z), p00(2).
0.5::p01(2) :- p00(3), e1(Y,Y), e2(Y,Y), Y == Y.
P::p01(Y) :- (e2(1,Y)), P is Y / 4.
P::p10(X,X) :- ((p10(X,X), p01(X), T =.. [g, X], T \== g(0), compare(O, X, 3)) ; (p01(X), findall(V, p00(V), L), L = [], X \== X)), P is X / 4.
p10(X,Y) :- e2(X,Z), p10(Z,3), between(1,3,Y).
0.6::p10(X,Y) :- e2(1,Y), p00(Y), between(1,3,X).
p11(1) :- p00(X), p11(2), T =.. [g, X], T \== g(0), not e1(2,2).
P::p11(Y) :- (e0(X,Y), findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2, not p00(2)), P is Y / 4.
query(e1(X,X)).
query(e2(1,2)).
query(e1(2,Y)).
query(p00(X)) :- between(1,2,X).
evidence(e1(2,1), true).
