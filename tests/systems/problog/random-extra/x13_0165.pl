:- use_module(library(lists)).
0.25::e0.
0.7::e1(3,3).
0.1::e1(1,1); 0.1::e1(3,3).
0.8::e2(3,2).
0.3::e2(3,3); 0.1::e2(2,2).
p00(1,Y) :- (p00(1,1), e1(Z,X), e1(2,X), between(1,3,Y), call(e2, Z, 2), \+ e0) ; (e1(Z,3), p00(Z,Y)).
p00(X,Y) :- (e2(2,1), e2(Y,X), X == 1, X @< f(1)) ; (p00(Y,1), e1(3,1), p00(Z,Z), between(1,3,X)).
p10(1,Y) :- p00(X,Y), p11(Z).
p10(Y,1) :- e1(X,X), e1(2,X), e0, between(1,3,Y), Y \== Y.
0.2::\+p10(2,Y) :- e2(Y,3).
P::p11(Y) <- ((p11(Z), p11(Z), p11(Y)) ; (p11(Z), p00(Z,Z), e1(Z,3), between(1,3,Y), Y =\= 1, Y @=< f(1))), P is Y / 4.
p11(2) <- (e2(X,1), X @< 2, X \= X) ; (e2(X,Z)).
P::p20(Y) :- (p21(X,Z), e0, p21(2,1), between(1,3,Y)), P is Y / 4.
\+p20(Y) :- e1(Y,1).
p21(X,Y) :- e0, between(1,3,X), between(1,3,Y), findall(V, p11(V), L), L \= [], Y @< 1.
0.3::\+p21(Y,X) :- e0, between(1, 3, X), between(1, 3, Y).
p30(Y,Y) <- (p11(Y)) ; (p11(X), between(1,3,Y)).
p30(X,Y) :- (p10(1,Y), p11(Y), p11(Y), between(1,3,X), X =:= 3, call(p10, Y, Y)) ; (p11(1), p30(Z,Y), between(1,3,X), call(e1, 1, Z)).
query(p30(X,1)).
query(p00(1,3)).
