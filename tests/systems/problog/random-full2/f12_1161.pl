:- use_module(library(lists)).
0.2::e0(2,2); 0.1::e0(1,1).
0.4::e1(1).
p00(Y,X) :- e1(Y), e1(X).
p00(X,Y) :- X == 1, e0(Y,1), e0(Y,Y), between(1,3,X), compare(O, Y, 3).
p10(Y,1) :- e1(X), between(1,3,Y), findall(V, e1(V), L), L = [], findall(V, p00(X,V), L), L \= [].
P::p10(X,X) <- ((p11, p00(Z,Z), between(1,3,X), W is Z + 1, W < 5) ; (p10(X,X), p10(3,X), p11)), P is X / 4.
P::p10(1,X) :- (e1(1), e0(Z,Y), p11, between(1,3,X)), P is X / 4.
p11 :- p00(Y,X), T =.. [g, Y], T \== g(0).
query(e0(2,1)).
query(e1(2)).
evidence(p00(2,2), true).
