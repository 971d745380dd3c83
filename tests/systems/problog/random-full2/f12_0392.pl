:- use_module(library(lists)).
0.75::e0(1).
0.4::e1(1).
e2(3,2).
e2(3,1).
0.6::e2(2,1).
p00 :- e1(Y), e2(Y,X), p00, T =.. [g, X], T \== g(0).
p10(Y,X) :- p10(Y,Z), between(1,3,X), findall(V, e0(V), L), L \= [].
p20 :- (p21(Y), call(e2, Y, 1), Y @=< f(1)) ; (p10(3,Z), \+ p00, \+ p10(Z,Z)).
0.1::p20 <- (p10(X,Y), W is Y + 3, W < 5, not e2(Y,Y)) ; (X == 3, p21(X), e2(X,X), p20).
0.7::p21(X) :- p20, between(1,3,X).
p21(Y) :- e0(Y), T =.. [g, Y], T \== g(0).
P::p21(Y) :- (e1(X), e2(X,2), e0(Z), between(1,3,Y)), P is Y / 4.
query(p10(X,1)).
evidence(e0(2), false).
