:- use_module(library(lists)).
0.5::e0.
0.4::e1.
p00 <- p00, p01(X,Z), e1, Z @>= f(1).
p01(1,Y) :- e1, e1, e1, between(1,3,Y), compare(O, Y, 3), Y @>= a.
p10(1) :- p01(X,Y), p10(3), X = Y.
p10(X) :- e1, p00, e1, between(1,3,X), X =\= 3.
P::p20(Y,1) :- (p21(Z), between(1,3,Y), Z \= Z), P is Y / 4.
p21(X) :- p01(1,Y), p01(Y,Y), p10(Y), between(1,3,X), compare(O, Y, 2), call(p01, Y, 2).
P::p21(X) :- ((e1, p10(1), between(1,3,X), findall(V, p01(X,V), L), L = []) ; (e0, p00, between(1,3,X))), P is X / 4.
p21(X) :- p10(1), p01(Z,X), e0, W is X + 1, W < 5.
query(e1).
query(e1).
query(\+ p00).
evidence(p10(3), true).
