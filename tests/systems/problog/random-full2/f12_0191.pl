:- use_module(library(lists)).
0.2::e0(2,1).
e0(3,2).
0.3::e1(2,3).
0.9::e1(1,1).
0.3::p00(X) :- p00(X), e1(X,1), X = X, T =.. [g, X], T \== g(0).
P::p00(X) <- (e0(1,Y), e1(Y,Y), between(1,3,X), not e0(2,2)), P is X / 4.
0.5::p00(1) :- (p00(2), e0(Z,Z), p00(X), X >= 3, W is X + 1, W < 5) ; (e0(2,Z)).
p10(X,Y) :- e1(2,Z), p00(2), between(1,3,X), between(1,3,Y), X \== X.
p10(Y,Y) :- p00(2), between(1,3,Y), Y = 2.
p10(X,X) :- (p10(2,X), p11(X)) ; (p00(Z), between(1,3,X)).
p11(X) :- (X == 3, p00(Z), between(1,3,X), Z \== X) ; (e1(Z,X), e1(X,Z), \+ e1(X,Z)).
p20(Y) :- e1(3,X), e0(Y,X), findall(V, p10(X,V), L), L \= [].
p20(Y) :- p20(3), between(1,3,Y), \+ p10(Y,2).
p20(Y) :- p10(3,Y), p20(Z).
query(e1(2,X)).
query(p10(3,Y)).
query(p11(X)).
query(p11(X)) :- between(1,2,X).
