:- use_module(library(lists)).
0.4::e0(2).
e0(1).
0.1::e1(2,3).
e1(1,1).
0.6::e1(3,2).
0.5::e1(1,3).
0.1::e1(2,2); 0.1::e1(1,1).
e2.
p00 :- e0(2), p00, p00, findall(V, e1(1,V), L), L = [].
p00 :- e0(1), e0(Z), e1(Z,Z).
0.1::p10(1,2) :- (p00, p11(X), T =.. [g, X], T \== g(0)) ; (p10(Y,X), e2, e0(2)).
p10(X,X) :- e1(Y,3), p11(Y), between(1,3,X).
p11(3) <- p11(Z), T =.. [g, Z], T \== g(0).
p11(X) :- e2, p00, p00, between(1,3,X), compare(O, X, 2), X >= 1.
query(e2).
query(e2).
query(p00) :- between(1,2,X).
query(\+ p11(2)).
