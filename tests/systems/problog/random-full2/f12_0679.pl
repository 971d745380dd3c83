e0.
0.5::e1(2).
p00(X) :- p00(X), e0, p00(1), X =:= 2, \+ e1(3).
p00(Y) :- p00(Z), e0, between(1,3,Y), T =.. [g, Z], T \== g(0), T =.. [g, Z], T \== g(0).
p10(X) <- (p00(X), not e1(2), X \== X) ; (e0, between(1,3,X)).
p11(X,Y) :- p00(Z), between(1,3,X), between(1,3,Y), \+ e0.
query(p10(2)).
query(e0) :- between(1,2,X).
