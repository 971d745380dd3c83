:- use_module(library(lists)).
0.3::e0(1,3).
0.1::e0(1,1).
0.1::e0(3,2).
0.1::e0(2,2); 0.3::e0(3,3).
0.9::e2.
P::p00(Y,Y) :- ((p01, p01, e2, between(1,3,Y)) ; (p01, e0(Z,3), e2, between(1,3,Y))), P is Y / 4.
p01 :- e2, e2, call(e1, 2, 3).
p01 :- e2.
p01 :- e2, findall(V, e1(3,V), L), L \= [].
0.6::p10(2,X) :- e1(1,2), between(1,3,X).
P::p10(2,Y) :- (e2, e1(X,Y), e1(X,X), findall(V, e1(2,V), L), L = [], W is X + 2, W < 5), P is Y / 4.
0.75::p10(X,X) <- (p01, p01, between(1,3,X), W is X + 1, W < 5) ; (p01, p00(Z,X), e0(1,Z)).
p20(3,Y) :- (p20(Z,2), p20(3,Y), T =.. [g, Y], T \== g(0)) ; (p20(X,Y), findall(V, p00(X,V), L), L \= [], findall(V, p10(Y,V), L), sum_list(L, T), T > 2).
0.4::p30(X) :- p30(2), p01, between(1,3,X), X @< 3.
P::p30(X) <- (e0(X,2), e0(1,Y), e0(X,X), Y < 3), P is X / 4.
p30(X) :- p00(1,2), between(1,3,X), X == X, X == 1.
query(e1(3,X)).
query(e1(X,3)).
query(p10(3,Y)).
evidence(p00(1,2), true).
