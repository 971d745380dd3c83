:- use_module(library(lists)).
0.1::e0.
0.3::e1(1,1).
0.2::p00(Y) :- p00(X), e0, between(1,3,Y), W is X + 2, W < 5, T =.. [g, X], T \== g(0).
p01(Y) :- (e0, between(1,3,Y), not e1(3,Y)) ; (e0, e0, e1(Y,3), Y @>= 2).
p10(X,3) :- (e1(3,Z), between(1,3,X), Z >= 2) ; (p10(2,Y), p01(Y), e0, between(1,3,X)).
P::p10(X,Y) :- (p01(2), p01(Z), p00(3), between(1,3,X), between(1,3,Y), Y < 3), P is X / 4.
p20 :- Y \== 2, p00(Y), e1(3,Y), e1(Y,1).
p30(X) <- (p00(Z), p20, p01(Z), between(1,3,X), compare(O, Z, 1), findall(V, e1(X,V), L), L \= []) ; (p20, p10(X,Z), p30(3), \+ p20).
query(p20).
query(e1(X,X)) :- between(1,2,X).
