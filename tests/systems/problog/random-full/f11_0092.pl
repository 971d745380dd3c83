:- use_module(library(lists)).
e0(3).
0.3::e0(3); 0.2::e0(1); 0.1::e0(2).
0.5::e1.
p00(Y) :- e1, between(1,3,Y), \+ e1, not e0(3).
p00(X) :- e0(X).
p00(X) :- e0(3), p00(Y), p00(Y), between(1,3,X), call(e0, 1).
p01(2,X) :- e0(1), p00(Z), between(1,3,X), X =\= 2, T =.. [g, X], T \== g(0).
0.75::p01(3,X) :- e1, e1, p00(X), findall(V, e0(V), L), L \= [].
p10(Y) :- (p01(Z,Z), between(1,3,Y), Z \= Z, Y @>= 1) ; (p01(X,X), e1, between(1,3,Y)).
p10(2) :- (p00(3), e1, e0(X)) ; (e0(Y), e0(Y)).
0.6::p10(Y) <- (p10(Y), p10(Z), T =.. [g, Y], T \== g(0)) ; (p01(Y,X), not p01(Y,3)).
query(p01(3,3)).
query(e0(X)).
