:- use_module(library(lists)).
e0.
e1(2,2).
0.3::e1(3,3); 0.2::e1(1,1).
p00(X) :- e2(2,X), p00(X), e2(1,3), X =\= 3, findall(V, e2(X,V), L), L \= [].
p00(Y) :- p01(Y), compare(O, Y, 1), T =.. [g, Y], T \== g(0).
0.25::p01(2) :- p00(2), call(e2, 1, 2), T =.. [g, 2], T \== g(0).
p01(X) <- (e2(Y,3), between(1,3,X)) ; (p00(2), between(1,3,X), call(e1, X, X), compare(O, X, 3)).
P::p01(X) :- (p00(Y), e2(1,X), p01(Y), T =.. [g, Y], T \== g(0), X @>= 2), P is X / 4.
p10(X) :- p00(3), between(1,3,X), \+ e2(X,X), X = 2.
p10(X) :- e2(2,Z), between(1,3,X).
p10(2) :- p00(Y), p01(Y), p10(Y), compare(O, Y, 2), Y @=< f(1).
p20(2) :- p00(X), T =.. [g, X], T \== g(0), call(e1, X, 3).
p20(Y) <- p20(Z), p10(Y), e2(Z,Z).
query(p00(X)).
query(\+ e2(3,2)).
