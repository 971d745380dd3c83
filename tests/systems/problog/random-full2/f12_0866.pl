:- use_module(library(lists)).
0.75::e0.
0.3::e1(1).
0.7::e3.
0.6::p00 :- (e2(2,Y), e2(2,3), e0) ; (e1(Z), W is Z + 1, W < 5, T =.. [g, Z], T \== g(0)).
p00 :- p00, p00.
p00 :- e3.
p10 :- (Z == 2, e2(Z,2), p10) ; (e0, p10, e2(X,X), \+ p00, X =\= 1).
p10 :- p11(Y,X), \+ p00.
p11(3,Y) :- e2(Z,3), between(1,3,Y), Z @>= 1, Z \= 3.
p11(1,Y) :- e1(Z), p10, e0, between(1,3,Y), compare(O, Z, 1).
0.5::p20 :- p20, p20.
p20 <- (p00, e0, e1(X), findall(V, e2(3,V), L), L = []) ; (p11(X,X), X =\= 1).
p21(3) :- Z == 2, p21(Z), e1(Z), e2(Z,Z), compare(O, Z, 2).
P::p30(Y) :- (e1(X), between(1,3,Y), Y >= 3), P is Y / 4.
0.3::p31(X) :- (p31(Y), e0, p21(1), between(1,3,X), Y =\= 3, call(p11, 1, Y)) ; (p10, between(1,3,X), \+ p00).
p31(1) :- (p20, p11(Y,X), e2(X,Y), X = 3, T =.. [g, X], T \== g(0)) ; (p20, e3).
p31(X) :- e0, p31(1), between(1,3,X), not e2(X,3).
query(p10).
