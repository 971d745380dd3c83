:- use_module(library(lists)).
0.75::e0.
0.4::e1(3,1).
0.3::e1(3,3).
0.2::e1(3,3); 0.1::e1(1,1).
p00(Y) :- e0, p01(2), between(1,3,Y).
p00(Y) :- e0, e1(X,Y), T =.. [g, Y], T \== g(0), \+ e1(X,X).
p01(X) :- p01(Y), between(1,3,X), not e1(Y,X).
0.75::p01(3) :- e1(3,Z), e1(3,1), W is Z + 3, W < 5, T =.. [g, Z], T \== g(0).
p01(X) :- e1(X,2), X @>= f(1), X @=< 3.
p10 <- (p00(Z), not p01(Z)) ; (e0, p10, p10).
p10 :- p10, p01(Y), e0.
p20(Y) :- e1(X,X), between(1,3,Y), X == Y, \+ p00(1).
p21(3) <- p01(Z), findall(V, p01(V), L), length(L, N), N >= 2.
p30(X) :- e1(Y,2), p10, p10, between(1,3,X), not p01(Y).
0.7::p30(X) <- p31(2,1), e1(Y,2), p21(Y), between(1,3,X), X =\= 3.
p31(1,3) :- (p30(Y), p31(Y,Y), p10, findall(V, p01(V), L), sort(L, S), length(S, N), N < 2) ; (p00(Y), p10, p30(1)).
p31(X,Y) :- p00(1), e0, e0, between(1,3,X), between(1,3,Y).
query(p00(Y)).
query(e1(Y,3)).
