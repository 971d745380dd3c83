:- use_module(library(lists)).
0.25::e0.
0.9::e1(3).
e1(1).
p00(1,X) :- e0, p00(3,1), between(1,3,X).
p00(1,Y) :- e0, p01, e0, between(1,3,Y), T =.. [g, Y], T \== g(0), compare(O, Y, 3).
p00(X,Y) <- e0, between(1,3,X), between(1,3,Y), X @=< 1.
p01 <- p00(X,Y), e1(1), p01, T =.. [g, X], T \== g(0).
p10(X) :- (e1(3), between(1,3,X)) ; (e0, e0, e0, between(1,3,X), not e1(X)).
0.7::p20(Y) :- p20(Y), p21(Y,X), not p10(X), findall(V, p00(1,V), L), L \= [].
p20(X) :- p21(X,Z), p21(Y,Y), \+ p00(X,1).
p21(1,X) :- e1(X), e1(Y), X = 3.
p30 :- p10(X), p31(X,1), p30, T =.. [g, X], T \== g(0).
0.75::p30 <- p31(Z,2), p30.
0.2::p31(1,X) :- (p20(Z), p01, p21(Z,Z), between(1,3,X)) ; (p21(X,X), findall(V, p00(X,V), L), L = [], T =.. [g, X], T \== g(0)).
p31(Y,1) :- p21(Y,X), p01, Y =:= 3, Y @>= 2.
p31(Y,Y) :- p20(3), p10(Z), between(1,3,Y), T =.. [g, Z], T \== g(0), W is Y + 1, W < 5.
query(p30).
query(p01).
query(e1(Y)).
