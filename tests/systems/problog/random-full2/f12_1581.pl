:- use_module(library(lists)).
e0(2).
e0(3).
e1(2,2).
0.1::e1(3,2).
0.75::e2.
p00 :- e0(X), e0(3).
p00 :- (p01(3,3), findall(V, e0(V), L), L \= [], \+ e0(2)) ; (X \== 3, e0(X), p01(X,2), e0(X)).
0.5::p00 <- p00, e0(X).
p01(1,X) :- p01(Z,Y), between(1,3,X), \+ e3(Y), not e1(Y,Z).
0.75::p01(1,X) :- e1(X,3), X < 2.
p10(Y) :- (p10(Z), e2, e0(Y), findall(V, e1(1,V), L), length(L, N), N >= 1, Y @=< 1) ; (p10(1), e1(X,X), between(1,3,Y), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0)).
p10(1) :- (p11(1), p00) ; (e3(1), p00, p00).
p10(Y) :- e3(Z), e3(Z), e0(Z), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p11(Y) :- e1(2,Z), e2, e0(Z), between(1,3,Y).
query(e0(X)).
query(e3(X)) :- between(1,2,X).
evidence(e1(1,2), true).
