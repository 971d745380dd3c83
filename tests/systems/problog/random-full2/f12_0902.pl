:- use_module(library(lists)).
e0(3,3).
e0(2,1).
0.6::e1.
P::p00(X,X) :- (p00(Y,Y), p00(3,X), e1), P is X / 4.
p00(3,Y) :- e1, between(1,3,Y), Y \== Y, call(e0, Y, 3).
p00(X,X) :- p00(X,X).
P::p10(3,Y) :- ((e0(X,1), between(1,3,Y)) ; (p00(Z,3), between(1,3,Y))), P is Y / 4.
P::p10(X,2) :- (e1, between(1,3,X)), P is X / 4.
p10(X,3) :- (Z == 2, X == 1, p00(1,1), e0(X,Z), p00(3,X)) ; (p00(2,Y), between(1,3,X), findall(V, p00(X,V), L), L \= []).
p20(Y,1) :- p20(X,Z), between(1,3,Y), Z = Y, W is Y + 3, W < 5.
p20(Y,Y) <- e1, p20(3,2), between(1,3,Y), compare(O, Y, 2), \+ p00(Y,Y).
P::p20(X,1) :- (e0(Y,Z), p20(3,Z), p10(Z,2), between(1,3,X), X == 2), P is X / 4.
p21(1) :- p21(X), p00(X,3).
p21(Y) :- p10(3,1), p00(Y,3), p00(Y,Z).
p21(X) :- e1, e0(3,X), p00(X,X).
query(e0(X,3)).
query(p10(X,X)) :- between(1,2,X).
query(\+ e1).
