:- use_module(library(lists)).
e0.
0.8::e1(1,2).
0.5::e1(3,1).
0.4::e2.
p00(1) :- e0, p01(Y,Y), Y \== Y.
p00(Y) :- e2, p00(X), between(1,3,Y), T =.. [g, X], T \== g(0).
p01(X,Y) :- e0, p00(3), between(1,3,X), between(1,3,Y).
p01(X,X) :- (e1(Y,Y), e0, between(1,3,X), findall(V, e1(2,V), L), length(L, N), N >= 1) ; (p00(Z), between(1,3,X), X =\= 3, compare(O, X, 1)).
P::p01(Y,3) :- ((e0, p00(Z), between(1,3,Y)) ; (Y \== 3, p00(Z), e2, e1(1,X), between(1,3,Y), findall(V, e1(X,V), L), L \= [])), P is Y / 4.
p10(Y) :- e2, between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e0.
p11(X) :- p00(Y), p10(Y), p00(Y), between(1,3,X), X \== Y.
0.9::p20(Y) :- p01(Y,Y), p01(2,Y), \+ e1(3,1).
P::p20(Y) :- (Y == 3, p01(X,Y), p01(X,X), findall(V, p10(V), L), length(L, N), N >= 2), P is Y / 4.
p21(3) :- (p21(Z)) ; (p00(X), e1(Z,X), p00(Y), \+ e0).
p21(X) :- p01(2,3), between(1,3,X), X \== X, X >= 2.
p21(3) <- Z \== 2, p01(X,Z), e0, p00(X), not p00(X).
query(e2).
query(p01(X,X)).
query(p10(X)) :- between(1,2,X).
