:- use_module(library(lists)).
e0(2).
0.7::e0(3).
0.6::e0(1).
0.1::e0(1); 0.1::e0(2).
e1.
p00(2,Y) :- e1, e0(X), p00(X,X), between(1,3,Y), not e0(3).
P::p00(Y,Y) :- (e0(X), p00(Y,X), e0(Y), call(e0, X)), P is Y / 4.
P::p00(2,Y) :- (e1, e0(Z), between(1,3,Y)), P is Y / 4.
p10(X) <- (p10(X), e0(X), X =\= 2) ; (p10(Z), e1, e1, between(1,3,X), findall(V, p00(X,V), L), sum_list(L, T), T > 2, X @>= 2).
0.25::p10(X) :- (p00(3,2), between(1,3,X), W is X + 1, W < 5) ; (p10(X), e1).
P::p10(Y) :- (e0(X), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, W is Y + 3, W < 5), P is Y / 4.
p20(X) :- p21(X,X).
p20(Y) :- p10(Y), call(e0, Y).
p21(Y,1) <- (p20(X), p21(Z,Z), e0(Z), between(1,3,Y)) ; (p20(X), between(1,3,Y), compare(O, Y, 1), \+ e0(2)).
P::p21(Y,X) :- (e0(3), between(1,3,X), between(1,3,Y)), P is X / 4.
P::p21(X,Y) :- (p10(3), e0(Y), between(1,3,X), T =.. [g, X], T \== g(0), T =.. [g, Y], T \== g(0)), P is Y / 4.
query(e1).
query(p21(3,X)).
