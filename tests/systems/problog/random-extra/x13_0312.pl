:- use_module(library(lists)).
0.75::e0(2,2).
0.7::e1(2,1).
e1(3,1).
e2(1,3).
0.8::e3(3).
0.2::e3(1).
0.6::p00(Y,X) :- e2(Y,1), e2(Y,Y), e1(3,Y), between(1,3,X), call(e3, Y), \+ e2(3,2).
p00(X,1) :- e3(Y), e3(Y), p00(Z,2), between(1,3,X).
0.2::p00(Y,Y) <- e0(Z,X), e0(X,3), e0(3,1), between(1,3,Y), findall(V, e1(Z,V), L), L = [], \+ e2(X,Z).
p10(1,X) :- p10(Z,Z), e3(Z), between(1,3,X).
p10(X,X) <- p10(X,X), p10(3,Y), subquery(e3(2), Q), Q > 0.33.
p20(X) :- e1(X,X).
\+p20(Y) :- e3(Y).
p30(3) :- e0(3,3), e1(Z,X), e3(1), X >= 1.
p30(X) :- e3(X), findall(V, e2(1,V), L), length(L, N), N >= 2, T =.. [g, X], T \== g(0).
0.1::p30(Y) :- e1(1,X), e2(X,2), e2(2,Z), between(1,3,Y), \+ p00(Y,X), W is Z + 3, W < 5.
P::p31(1,Y) :- (p10(Z,Z), p30(Z), between(1,3,Y), compare(O, Z, 3)), P is Y / 4.
p31(X,1) <- (p30(Y), e2(Y,Y), e0(Y,Y), between(1,3,X), compare(O, X, 2)) ; (p20(X), e3(Z), e3(2), not e2(Z,Z), X == 2).
query(p30(2)).
query(p10(X,3)).
evidence(e1(3,1), false).
