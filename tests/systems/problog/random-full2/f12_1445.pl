:- use_module(library(lists)).
0.7::e0(3).
0.3::e1.
P::p00(Y,Y) :- ((p00(X,X), e0(Y), \+ e1) ; (Y \== 3, p00(Y,Z))), P is Y / 4.
p10(Y) :- p10(Y), p10(Y), p00(3,Y), findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2, Y \= Y.
p10(X) :- p00(X,X), p00(X,X).
0.1::p10(X) :- e1, between(1,3,X).
0.7::p20(Y) :- (e1, p00(2,Y), p00(Y,Y), W is Y + 2, W < 5) ; (p00(Z,X), between(1,3,Y), compare(O, X, 1), W is X + 2, W < 5).
p20(X) :- p10(Z), p20(2), between(1,3,X).
p20(2) <- p10(Y).
p21 :- p20(3), e1, p21, T =.. [g, 2], T \== g(0).
p21 :- p10(1).
p21 <- (p20(Z), p00(Z,Z), p20(Z)) ; (p10(X), p20(X), call(p10, X), not p10(X)).
p30(Y,3) :- p20(Z), e1, e1, between(1,3,Y).
P::p30(Y,X) :- (p10(X), e1, between(1,3,Y), W is X + 1, W < 5), P is X / 4.
p30(Y,X) :- (p10(Z), p20(3), between(1,3,X), between(1,3,Y)) ; (p30(Z,Y), between(1,3,X)).
query(e0(Y)).
query(p00(X,X)) :- between(1,2,X).
