:- use_module(library(lists)).
e0(1).
0.2::e0(1); 0.3::e0(2).
e1(2).
p00(Y) :- p00(Z), p00(X), e1(X), between(1,3,Y), \+ e1(1), W is X + 1, W < 5.
p00(X) :- (p00(1), p00(X), findall(V, e0(V), L), L = []) ; (p00(Z), e0(Z), between(1,3,X)).
p10(1) :- e0(Y), p11(X).
0.5::p10(1) <- (e0(Z), p00(Z), \+ p00(3)) ; (p10(Y), p11(Y), e0(Y)).
p10(2) :- e0(3).
0.6::p11(X) :- (X \== 2, p00(X), \+ p00(X)) ; (p11(X), p11(X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0)).
P::p20(Y) :- (p10(X), p10(2), between(1,3,Y), findall(V, p11(V), L), L \= [], compare(O, X, 2)), P is Y / 4.
p30(Y) :- p11(2), p30(Y), p10(Y), Y = 3.
p30(X) :- e1(Z), between(1,3,X), not e0(X).
query(p11(X)).
query(e1(1)).
query(p20(2)).
