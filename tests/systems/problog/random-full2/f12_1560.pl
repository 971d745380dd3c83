0.9::e1.
p00 <- p00.
p01 :- p00.
0.7::p10(Y) :- e0(Y), p10(Y), p10(2), T =.. [g, Y], T \== g(0), \+ e1.
P::p10(X) :- (e0(X)), P is X / 4.
p10(1) <- p01, e1.
p11(X) :- e0(2), p10(3), p11(X).
0.5::p11(X) <- e1, between(1,3,X), X =\= 1.
query(e1).
query(p00).
query(p01) :- between(1,2,X).
