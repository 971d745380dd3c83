:- use_module(library(lists)).
e0.
e1.
p00 :- p00, p00.
p00 :- e1, e0, p00, T =.. [g, 3], T \== g(0).
p00 :- e0, e1, p00.
P::p01(X,Y) :- (p00, between(1,3,X), between(1,3,Y)), P is Y / 4.
p01(X,Y) :- p01(X,Y), e1.
p10 :- p10, p01(1,3).
p10 :- p10, e0, \+ e0.
p10 <- p10.
p20(X) :- e1, e0, p01(Z,X), compare(O, X, 3).
p20(X) <- p10, between(1,3,X).
p30(Y) :- p01(1,1), p10, p00, between(1,3,Y), findall(V, p20(V), L), length(L, N), N >= 2, Y \= Y.
p30(X) <- Y == 1, e0, p01(Y,Y), between(1,3,X), \+ p01(X,3).
0.7::p30(X) :- p00, e1, p10, between(1,3,X), compare(O, X, 3).
query(p20(X)).
query(\+ p20(1)).
evidence(p00, true).
