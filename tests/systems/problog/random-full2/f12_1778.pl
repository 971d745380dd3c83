:- use_module(library(lists)).
0.1::e0.
0.1::e1.
p00(3,X) :- e0, e1, between(1,3,X), X @>= 3, \+ e0.
p00(1,X) :- e0, p00(Y,Z), e0, between(1,3,X), Y @=< 2, X < 3.
0.7::p00(2,2) :- e0, e0, T =.. [g, 3], T \== g(0).
p10(2) :- (p10(Z), p00(Z,2), p10(X), call(p00, X, Z)) ; (e0).
p20(X) :- (e1, p20(X), p21) ; (p20(X), p00(X,X), X == X).
p20(3) :- p10(X), e0, e0, T =.. [g, X], T \== g(0), findall(V, p10(V), L), L \= [].
0.9::p21 :- p00(X,Z).
query(p00(1,Y)).
