:- use_module(library(lists)).
0.3::e0(3).
0.2::e0(3); 0.1::e0(2).
0.7::e1.
e2(3).
0.3::e2(1); 0.2::e2(2); 0.2::e2(3).
0.6::p00(Y) <- (e1, e0(3), e1, between(1,3,Y)) ; (e2(3), p00(X), p00(X), between(1,3,Y)).
p00(X) :- e1, p00(Y), between(1,3,X).
p10(X) :- p00(Y), e0(Y), p10(3), between(1,3,X), \+ e2(2), W is X + 3, W < 5.
p11(3) :- (e2(3), p11(Y), compare(O, Y, 2), findall(V, e2(V), L), L = []) ; (e0(3), T =.. [g, 3], T \== g(0)).
p11(1) :- p11(X).
p11(X) :- (X == 3, p11(2), e1, between(1,3,X)) ; (e2(Y), p00(2), between(1,3,X), compare(O, X, 2)).
0.2::p20 :- (e2(2)) ; (e2(X), not p00(X)).
0.1::p20 :- (p11(X), p00(X), X @>= 2, X == X) ; (p00(Z), e1, call(e0, 2)).
p20 :- p20, e2(X), not p11(3), T =.. [g, X], T \== g(0).
0.7::p30(1,Y) <- p11(X), between(1,3,Y).
p31 :- p11(Z), findall(V, p00(V), L), L \= [], Z =:= 3.
p31 :- e0(Y), e0(Y), p30(Y,X).
query(e2(Y)).
query(p30(3,X)).
query(e1).
query(p11(X)) :- between(1,2,X).
query(\+ p00(3)).
evidence(e2(1), true).
