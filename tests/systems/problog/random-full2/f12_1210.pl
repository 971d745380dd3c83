0.2::e0(1,1); 0.1::e0(2,2); 0.2::e0(3,3).
0.6::e1(2,2).
0.5::e1(3,2).
0.7::e1(3,1).
p00(2) :- e0(2,Z).
p10(1,1) :- (p10(3,X), p11(X), p10(X,X), X =\= 2, T =.. [g, X], T \== g(0)) ; (p00(X), X @< a).
p11(X) :- p00(Y), p10(1,Y), p11(Z), between(1,3,X).
p11(X) :- p00(1), between(1,3,X).
p20(Y) :- e1(Z,Y).
p20(Y) :- p10(Z,X), p10(3,2), p00(Z), between(1,3,Y), not p11(X), call(e1, 2, 1).
query(e1(2,2)).
query(e1(2,X)).
query(p20(X)) :- between(1,2,X).
query(\+ p00(1)).
evidence(p11(1), false).
