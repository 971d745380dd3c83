0.25::e0.
e1(3).
p00 <- p00.
p00 :- e0, T =.. [g, 2], T \== g(0).
P::p01(Y) :- ((p01(Y), Y \= 1, \+ e0) ; (p01(2), e1(1), p00, between(1,3,Y))), P is Y / 4.
P::p01(Y) :- ((e0, p01(X), between(1,3,Y), \+ e0, T =.. [g, Y], T \== g(0)) ; (p01(2), e0, e0, between(1,3,Y), Y < 1, Y @>= a)), P is Y / 4.
p01(X) :- p00, e0, e0, between(1,3,X), \+ e0, \+ e1(X).
p10(X) :- p00, between(1,3,X), compare(O, X, 2).
p10(1) :- e1(3).
p11(Y,X) :- e0, p10(1), between(1,3,X), between(1,3,Y).
query(e0).
query(p11(3,2)).
query(p11(X,X)) :- between(1,2,X).
evidence(e1(3), false).
