:- use_module(library(lists)).
0.4::e0.
0.3::e1(1,3).
e1(2,1).
p00(X) :- p00(Y), p00(1), between(1,3,X), T =.. [g, X], T \== g(0).
P::p10(X) :- (p11(X,1), e1(3,X), e1(X,3), findall(V, e1(3,V), L), L = []), P is X / 4.
p10(1) :- p10(Y), Y >= 1.
0.5::p11(Y,2) :- p10(3), between(1,3,Y).
p11(Y,X) :- p10(Z), e0, between(1,3,X), between(1,3,Y), Y >= 2, W is Y + 1, W < 5.
P::p11(X,X) :- ((Z == 2, e1(X,Z), p10(Z), e0, \+ p00(3)) ; (e0, between(1,3,X), \+ e1(X,2), findall(V, p00(V), L), L = [])), P is X / 4.
p20(X) :- X == 3, e0, p11(X,X).
P::p21(2,X) :- (p21(X,1), e1(X,X), X =:= 3), P is X / 4.
p21(2,1) :- (p00(X), X \= X, T =.. [g, X], T \== g(0)) ; (X == 2, p20(2), e1(X,Y), X == Y).
p21(2,Y) :- e0, p21(1,2), e1(X,X), between(1,3,Y), \+ p10(Y).
p30(X) :- p21(Z,1), p11(Z,2), p00(X), not p21(Z,X).
p30(Y) :- p11(X,Y), p11(2,Z), p30(X), Z =\= 1, Y @>= a.
query(p00(3)).
query(p00(3)).
evidence(p10(3), false).
