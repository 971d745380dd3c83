:- use_module(library(lists)).
0.4::e0.
0.6::e1.
e2.
e3(2,2).
0.75::e3(3,1).
0.3::p00(Y) :- (e3(X,Y), e3(Y,3), e1, W is Y + 3, W < 5, \+ e0) ; (e2, between(1,3,Y), findall(V, e3(Y,V), L), length(L, N), N >= 1, compare(O, Y, 3)).
p10(2,Y) :- e1, between(1,3,Y), findall(V, p00(V), L), sum_list(L, T), T > 2, Y \== Y.
p10(Y,X) <- (e3(1,Z), between(1,3,X), between(1,3,Y), T =.. [g, Z], T \== g(0), W is Z + 3, W < 5) ; (e0, p10(Z,Y), p10(Z,Z), between(1,3,X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0)).
p20(Y) :- p10(1,X), e1, between(1,3,Y), X == 2.
p30(3,Y) :- e1, p31(Z), e3(Z,1), between(1,3,Y), \+ p10(Y,Z).
p31(X) :- p20(Y), e2, between(1,3,X), findall(V, e3(Y,V), L), L \= [], X @=< 1.
0.6::p31(Y) :- p30(Y,X).
query(e1).
query(\+ p00(1)).
evidence(p10(2,3), false).
