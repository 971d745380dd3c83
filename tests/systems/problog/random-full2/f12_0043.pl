:- use_module(library(lists)).
0.7::e0.
0.7::e2(2,2).
e2(1,3).
0.9::e2(1,1).
0.2::e2(2,2); 0.1::e2(1,1); 0.2::e2(3,3).
p00(X) <- e0, e1(2), between(1,3,X), T =.. [g, X], T \== g(0).
P::p00(X) :- (e1(X), e2(X,X), e2(X,X), \+ e1(X)), P is X / 4.
p00(2) :- (e2(1,Y)) ; (p00(Z), e2(1,2), call(e2, 2, 3), call(e1, Z)).
p10(3) :- p00(Z), p00(3), \+ e1(Z).
0.7::p10(X) :- e2(3,X), \+ e0, \+ e1(X).
0.9::p11(Y) :- Y \== 2, e1(Y), p10(3), p00(Y).
p20(Y) :- (e1(X), e1(X), p10(X), between(1,3,Y), \+ e2(Y,Y)) ; (p00(1), e1(Z), e0, between(1,3,Y), not p10(Z), compare(O, Y, 2)).
P::p20(X) :- (p00(Z), between(1,3,X), \+ e0, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
0.1::p20(1) <- p11(Z), e1(Z), p00(Z), W is Z + 3, W < 5, Z =:= 3.
query(e1(3)).
query(e1(2)).
evidence(e1(2), true).
