:- use_module(library(lists)).
0.9::e0(2).
0.8::e1(1).
e2(3,3).
0.8::e3.
0.3::p00 :- (p01(X,Z), e2(X,Z), p00) ; (e0(Z), e2(X,Z)).
p00 :- (p01(X,Z), e1(X), \+ e0(X), Z >= 3) ; (e2(Y,Z), e0(Y), p01(Z,2)).
p01(2,Y) :- e0(Y), \+ e3.
p01(X,3) :- e1(X).
0.9::p10(Y) :- (e0(X), between(1,3,Y), Y =:= 1) ; (e0(Z), p01(Z,X), between(1,3,Y), call(e2, Y, Y), T =.. [g, X], T \== g(0)).
P::p10(X) :- (p01(Y,Z), p10(1), p00, between(1,3,X), W is Z + 1, W < 5), P is X / 4.
P::p10(Y) :- (e3, between(1,3,Y), call(e0, Y), not e0(Y)), P is Y / 4.
p20(X,2) :- p01(Z,Z), e3, p00, between(1,3,X), findall(V, p10(V), L), sum_list(L, T), T > 2, \+ e2(Z,3).
p20(X,X) :- (p01(Y,Y), p21(Y,Y), between(1,3,X), X \== X) ; (Z \== 3, p01(X,Z)).
p20(Y,Y) :- p00, e3, e0(Y).
p21(1,1) <- (e0(2), e1(Z)) ; (X == 3, e0(X)).
p30(Y) :- (X == 1, p01(X,Z), e1(X), between(1,3,Y)) ; (Y \== 2, e2(X,Y), p31).
p30(3) :- p30(Z), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, Z =\= 1.
p31 :- e1(Z), e0(Z), p01(Z,3), Z =:= 1.
p31 :- p20(1,Y), W is Y + 3, W < 5.
p31 <- e3, e1(3), findall(V, e1(V), L), length(L, N), N >= 1.
query(p30(2)).
query(p20(3,3)).
query(p01(1,2)).
evidence(p30(3), true).
