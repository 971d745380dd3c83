:- use_module(library(lists)).
0.6::e0.
0.2::e1(1).
0.7::e1(3).
0.1::e1(2); 0.2::e1(3); 0.2::e1(1).
p00(X,3) :- p00(1,Y), p00(Z,Y), between(1,3,X), T =.. [g, Y], T \== g(0).
p00(Y,Y) :- p00(Y,Z), p00(Z,Z), e0.
p00(Y,X) :- p00(2,Z), e0, p00(1,1), between(1,3,X), between(1,3,Y).
p10 :- e0, findall(V, p00(3,V), L), L = [], \+ e1(3).
P::p20(Y,X) :- (p20(Z,X), between(1,3,Y), X \= X), P is X / 4.
0.8::p20(Y,X) :- e1(X), p10, between(1,3,Y), W is Y + 1, W < 5.
p30(1,Y) <- (e0, p00(Z,Z), between(1,3,Y), call(e1, 2)) ; (p20(Z,Y), p00(Y,1), Z == 3).
p30(Y,X) :- p20(2,Z), between(1,3,X), between(1,3,Y), call(p00, X, Z).
P::p31(Y,Y) <- ((Y == 3, e0, p00(Z,Y), p30(X,Z)) ; (p20(X,Z), p20(Z,X), p10, between(1,3,Y))), P is Y / 4.
query(p00(2,2)).
query(e1(X)).
query(p10).
evidence(p30(3,1), false).
