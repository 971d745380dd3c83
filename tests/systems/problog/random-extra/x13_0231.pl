:- use_module(library(lists)).
0.75::e0(3,1).
0.75::e0(1,3).
e1.
0.9::e2.
p00(X) :- e1, e2, e2, between(1,3,X), findall(V, e0(2,V), L), length(L, N), N >= 1, X =\= 1.
p10 <- e1, p10, p10.
0.1::p10 :- e0(Z,X), e2.
0.9::\+p10 :- e0(3,1).
p11(X) :- e0(Z,Y), e1, between(1,3,X).
p11(X) :- X == 2, p00(Y), e0(Y,Z), between(1,3,X), call(e0, Z, Y).
p11(Y) :- e1, e0(Y,X), Y >= 1.
0.5::p20(1) :- (p10, p20(3), e2, T =.. [g, 1], T \== g(0)) ; (p20(Y)).
0.3::p20(3) :- e2, e0(1,Y), call(p11, Y).
p21 :- (p11(Y), e0(Y,Y), e0(X,2), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (p20(Y)).
p21 :- e1, p11(1), call(p11, 1).
p30(Y,1) :- (Z \== 2, p30(Z,3), p21, p11(X), between(1,3,Y)) ; (e2, p10, between(1,3,Y), Y \= Y).
p30(1,Y) <- p20(3), p00(X), between(1,3,Y), subquery(p11(2), Q), Q > 0.33, Y @< 3.
query(p21).
query(p00(Y)).
query(\+ e2).
