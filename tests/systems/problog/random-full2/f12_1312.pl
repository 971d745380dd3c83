:- use_module(library(lists)).
0.75::e0.
0.3::e1(2,2).
p00 :- e1(Y,2), \+ e1(Y,Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2.
p00 :- (e0, p00, T =.. [g, 2], T \== g(0), T =.. [g, 3], T \== g(0)) ; (p00, e1(2,X)).
p10(2,3) :- (e1(Z,Y), e0) ; (p00, p00, call(e1, 3, 3)).
p10(X,Y) :- p00, between(1,3,X), between(1,3,Y).
p20(Y,X) :- p20(X,X), between(1,3,Y).
P::p30(Y) :- ((e1(3,Z), between(1,3,Y), findall(V, p10(3,V), L), L = []) ; (p30(Z), p20(Y,3), T =.. [g, Z], T \== g(0), \+ e1(3,Y))), P is Y / 4.
p30(X) :- (p00, p20(Y,X), p00) ; (X == 3, p10(Z,Y), between(1,3,X), Y = Y).
P::p30(Y) :- (p10(2,1), between(1,3,Y)), P is Y / 4.
P::p31(X) :- ((p20(Y,Y), p20(1,Y), e1(1,1), between(1,3,X), call(p20, Y, X), T =.. [g, Y], T \== g(0)) ; (e0, p31(X), p20(3,Z))), P is X / 4.
p31(X) :- (e1(Z,3), p31(Y), between(1,3,X), Y \== Y) ; (p00, p30(Y), between(1,3,X)).
p31(X) :- e1(X,Y).
query(e1(Y,1)).
query(p30(2)).
evidence(p31(3), true).
