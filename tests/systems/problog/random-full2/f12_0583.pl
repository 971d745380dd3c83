:- use_module(library(lists)).
e0(1,1).
0.4::e1(1,3).
e1(2,1).
0.3::e1(1,1).
p00 :- e0(Y,X), e1(2,3).
p10(Y) :- e0(X,Y), findall(V, e0(X,V), L), L = [], \+ e0(Y,Y).
p10(Y) :- (p11(X,Z), p11(X,X), p10(2), between(1,3,Y), W is Y + 2, W < 5) ; (p11(Y,3), e0(3,2), not e0(Y,Y)).
p11(Y,X) <- (e1(Z,X), between(1,3,Y), W is Y + 3, W < 5, findall(V, e1(X,V), L), L \= []) ; (p00, p11(2,X), between(1,3,Y)).
0.2::p11(X,Y) :- p00, e1(Y,3), between(1,3,X).
p20(X,2) :- p10(Y), e0(1,Z), p10(Y), between(1,3,X), Z \== 3.
p20(Y,Y) :- (e0(X,2), e1(X,2), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (p00, e1(Z,X), p00, between(1,3,Y), X == 3, \+ p10(2)).
p30 :- (p00) ; (p00, findall(V, p11(2,V), L), length(L, N), N >= 1, findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2).
p30 :- p11(Y,Y), e0(Y,Y), T =.. [g, Y], T \== g(0).
p30 :- Z \== 1, e1(Z,Y), not e1(2,Y).
query(p00).
query(p30).
query(p20(2,2)).
query(\+ p11(1,1)).
evidence(p00, true).
