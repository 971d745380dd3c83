:- use_module(library(lists)).
0.6::e0(3).
0.3::e0(2); 0.3::e0(1).
0.3::e1(1).
0.25::e1(3).
0.25::e2(1).
0.3::e3.
0.75::p00(Y) :- e3, p00(3), p00(2), between(1,3,Y), not e2(Y), call(e0, Y).
p01(Y,Y) <- (e3, e0(Z), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (e2(3), e2(Y), \+ e2(3), findall(V, e2(V), L), L \= []).
P::p01(X,Y) :- (p00(Y), e0(Y), p00(Y), between(1,3,X), X == Y, X @=< 3), P is X / 4.
p10(X,X) :- e2(X), findall(V, e2(V), L), sum_list(L, T), T > 2, W is X + 1, W < 5.
0.8::p10(Y,Y) :- p00(X), p01(Y,Y), not e0(1).
p10(X,Y) :- (p00(3), e1(Z), e2(Z), between(1,3,X), between(1,3,Y), compare(O, X, 1)) ; (p00(2), p01(1,1), e0(X), between(1,3,Y), W is Y + 3, W < 5).
p11(Y,3) :- e2(Z), e2(Z), p11(Z,Z), between(1,3,Y).
p20(1,3) :- (e2(Y), e2(Y)) ; (p00(2), p00(3), e1(1), T =.. [g, 1], T \== g(0)).
0.8::p20(X,Y) :- e2(3), e3, p00(Y), between(1,3,X).
query(e0(2)).
query(e0(3)).
query(\+ p01(1,1)).
evidence(p10(1,1), false).
