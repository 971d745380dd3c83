:- use_module(library(lists)).
0.25::e0.
e1(3,2).
0.25::e1(1,2).
0.7::e1(2,1).
0.1::e1(3,3); 0.3::e1(2,2).
0.9::e2(3,3).
p00(Y) :- (p00(Z), e1(Z,1), e2(X,Z), between(1,3,Y), not e2(3,1), not e2(Z,Y)) ; (e2(X,1), e2(Y,X), W is X + 3, W < 5, Y @=< 2).
p00(X) :- p00(2), e2(3,Z), e0, between(1,3,X).
P::p10(X) :- ((p00(X), \+ e2(X,X), \+ p00(X)) ; (p00(1), e1(3,X), W is X + 1, W < 5)), P is X / 4.
p10(X) :- e2(Z,X).
0.7::p20 <- e1(Z,X), p20, Z \= X, findall(V, e2(3,V), L), sort(L, S), length(S, N), N < 2.
p20 :- p00(1), p10(X).
0.4::\+p20 :- e0.
p21(X) :- p00(Z), p20, p20, between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 2, Z = Z.
\+p21(X) :- e2(X,1).
p30 <- (p21(Z), Z @>= 2) ; (p10(X), p00(Z), p21(1), findall(V, p21(V), L), sort(L, S), length(S, N), N < 2).
p30 :- e2(Z,X), p21(X), X >= 2, Z < 1.
p30 :- p10(Y), Y \== Y, Y =\= 1.
p31(X) :- p30, between(1,3,X), call(p00, X).
p31(Y) :- p20, p20, p31(3), between(1,3,Y).
0.4::p31(X) :- p20, e1(Z,Z), p21(X), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, X == X.
query(p10(X)).
query(p10(X)).
