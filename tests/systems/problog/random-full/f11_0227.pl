:- use_module(library(lists)).
0.4::e0.
0.2::e1(1,1).
0.25::e1(3,1).
0.7::e1(1,3).
0.2::e1(3,3); 0.1::e1(2,2).
p00(1,3) :- X \== 3, e1(X,X).
0.4::p00(Y,X) :- (e1(X,Y), e0, e1(X,1), X < 1) ; (p00(3,Z), between(1,3,X), between(1,3,Y), \+ e1(X,3), \+ e1(X,1)).
p01(2) :- e0, T =.. [g, 3], T \== g(0).
p01(Y) :- e0, between(1,3,Y).
p10(2) :- p00(Y,X), X >= 3, Y >= 2.
p10(Y) :- p11, e0, p11, between(1,3,Y), Y @>= 3, Y =\= 1.
p10(2) :- e1(Z,X).
p11 :- (e1(3,Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, Y \== Y) ; (p11).
p11 :- p10(Z), p00(Z,Z).
p11 :- e0, p11.
query(p00(X,Y)).
query(\+ p11).
