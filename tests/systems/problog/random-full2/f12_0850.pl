:- use_module(library(lists)).
0.8::e0.
0.7::e1.
p00(Y,X) :- e1, between(1,3,X), between(1,3,Y), Y @< 1, T =.. [g, X], T \== g(0).
p00(X,Y) :- (e1, e1, p00(3,1), between(1,3,X), between(1,3,Y)) ; (X == 3, e1, e1, e0, between(1,3,X), between(1,3,Y), W is Y + 2, W < 5).
p00(X,Y) <- e1, p00(Y,Y), between(1,3,X), Y @< 3, Y @=< a.
0.4::p10(Y,X) :- e1, between(1,3,X), between(1,3,Y), Y @=< f(1), Y @< 2.
p20 :- p10(Z,Z), p10(X,Z), e0.
p20 :- p00(X,X), p20, X \== X, call(p10, X, X).
p20 :- (p21(X), W is X + 3, W < 5, X = X) ; (p00(1,3), e1).
0.4::p21(Y) :- e0, e0, p21(X), between(1,3,Y), findall(V, p00(Y,V), L), L \= [].
p21(X) :- (X == 2, p20, p20, between(1,3,X)) ; (p10(2,X), p00(Y,Y), Y =:= 1).
p30(2) :- p00(Y,X), e1.
P::p30(X) :- (e1, p10(2,Y), between(1,3,X)), P is X / 4.
p30(1) :- (p21(Y), e0, not p10(2,Y)) ; (p30(3), p21(Z), p10(1,Z), T =.. [g, Z], T \== g(0)).
query(p20).
evidence(p00(1,1), true).
