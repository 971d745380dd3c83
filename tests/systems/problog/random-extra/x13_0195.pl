0.5::e0.
0.1::e1(2).
e1(1).
p00 :- p00, p00, p00, T =.. [g, 2], T \== g(0).
p10(X,Y) :- e1(1), between(1,3,X), between(1,3,Y).
0.75::p10(X,X) :- p10(3,2), e0, e0, between(1,3,X), X = X, subquery(e1(2), Q), Q < 0.33.
p10(X,X) :- e0, p10(X,2), p00, \+ e0.
p11(Y) :- p10(Z,Z), p00, e0, between(1,3,Y).
query(e0).
query(e1(Y)).
evidence(p00, false).
