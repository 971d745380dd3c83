:- use_module(library(lists)).
0.1::e0.
0.9::e1(2,2).
0.2::e1(1,3).
0.1::e1(2,2); 0.3::e1(3,3); 0.3::e1(1,1).
p00(X) :- (p00(Y), between(1,3,X)) ; (e0, p00(X), p00(X), \+ e1(X,X), T =.. [g, X], T \== g(0)).
p10(1) :- p00(Y), p11(Y,3), findall(V, p00(V), L), L = [], Y = Y.
P::p10(Y) :- (p11(Z,Z), e1(Z,Z), between(1,3,Y)), P is Y / 4.
p10(X) :- e1(Y,Y), p11(X,Y), p00(Y).
p11(X,X) :- (X == 3, e1(X,2), p10(X), e1(X,Z), Z = X) ; (e1(X,2), p10(X), findall(V, p00(V), L), L = [], X \== X).
P::p11(X,X) :- ((p00(Y), p11(2,Y), between(1,3,X), findall(V, e1(Y,V), L), L = []) ; (e0, e1(Z,Y), p00(Z), between(1,3,X))), P is X / 4.
0.8::p11(2,2) :- p11(X,Z), p11(X,Y), T =.. [g, Y], T \== g(0).
p20(X,Y) :- p11(Z,X), between(1,3,Y).
p20(Y,X) :- e1(X,2), e0, p11(1,X), between(1,3,Y).
p21 :- p21, p11(X,Z), e1(Y,2), compare(O, X, 3).
p30(2,X) :- p30(3,X), findall(V, p20(X,V), L), length(L, N), N >= 1.
p30(Y,Y) :- e0, p30(3,2), between(1,3,Y), Y @=< 3.
query(p11(X,Y)).
query(e0).
