:- use_module(library(lists)).
0.9::e0.
0.1::e1(3,3); 0.2::e1(1,1); 0.2::e1(2,2).
e2(3,1).
0.4::p00(3) :- e1(2,1), p01, e2(Y,X), X @< 2.
P::p00(X) :- (p01, e1(Y,Y), between(1,3,X), Y @>= a), P is X / 4.
p00(X) :- X == 1, p01, p00(X), e2(3,X), \+ e1(1,3).
p01 :- p00(1), e0, T =.. [g, 1], T \== g(0).
0.75::p10(Y) :- e2(X,X), e1(Z,X), p10(Y).
p11 :- e2(X,Y), X @>= 2.
p11 <- p00(3), \+ e2(3,3).
P::p20(Y) :- ((p00(Z), p20(Z), between(1,3,Y), compare(O, Z, 1), findall(V, p10(V), L), length(L, N), N >= 2) ; (e1(3,X), between(1,3,Y), Y @=< 3, Y @=< 2)), P is Y / 4.
query(e1(Y,2)).
query(e2(Y,2)).
