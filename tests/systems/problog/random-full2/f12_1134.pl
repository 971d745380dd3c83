0.7::e0(2).
0.1::e0(1).
0.8::e1(3).
0.9::e1(1).
p00(Y) :- e0(Z), between(1,3,Y), \+ e1(2), \+ e0(1).
p10(3,X) :- p10(X,Y), W is Y + 1, W < 5, T =.. [g, X], T \== g(0).
p10(Y,2) :- p00(X), p11(X,2), between(1,3,Y).
0.4::p10(3,Y) <- p10(Y,X).
0.4::p11(Y,X) :- p10(Y,X), p11(3,Y), T =.. [g, Y], T \== g(0).
query(p11(1,2)).
query(p10(X,2)).
query(e1(2)).
query(\+ p10(3,3)).
evidence(e1(3), true).
