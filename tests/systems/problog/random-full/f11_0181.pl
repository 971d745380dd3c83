:- use_module(library(lists)).
e0.
0.1::e2(3,3).
e2(1,1).
e2(1,3).
P::p00(X) :- (e1(Z), e2(Z,Z), between(1,3,X), Z \== X), P is X / 4.
p00(Y) :- p00(X), e0, e2(X,X), between(1,3,Y), W is Y + 2, W < 5, not e2(X,3).
P::p00(X) :- (p00(Y), e0, e0, between(1,3,X)), P is X / 4.
p10(X) :- p10(Y), e0, between(1,3,X).
p10(X) :- e2(3,X), \+ p00(X), compare(O, X, 2).
p10(1) :- (p10(Z), e2(X,1), \+ e2(X,X)) ; (e2(3,1), e2(Y,2)).
p20 :- p21(Z,Z), p21(Z,Z), p21(Z,2), Z @>= 1.
p20 :- e0, p21(X,1), e1(1).
p21(Y,X) :- e1(X), e1(X), p21(X,X), between(1,3,Y), X \== X.
p30(X) <- e2(X,Z), e0, p21(Z,X), findall(V, p21(2,V), L), L \= [], call(p21, X, X).
p30(3) :- p20, p30(2), \+ p21(2,3).
p31(Y) <- (p00(Z), p10(2), e1(1), between(1,3,Y)) ; (p00(X), p21(2,X), e1(X), between(1,3,Y), \+ e1(X), W is X + 3, W < 5).
query(e2(1,1)).
query(\+ p00(3)).
