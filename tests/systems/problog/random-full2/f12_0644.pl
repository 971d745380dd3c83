:- use_module(library(lists)).
0.1::e0(1); 0.1::e0(2).
e1.
0.7::e2(3,1).
e3(2,1).
p00 <- e3(1,Z), e3(Z,Z), findall(V, e3(Z,V), L), sort(L, S), length(S, N), N < 2, \+ e2(Z,Z).
0.25::p00 :- (e1, e0(Z), p00, not e3(Z,Z)) ; (e2(X,Y), e1).
p00 :- (e3(1,1), e3(2,2), e0(3)) ; (p00, p00, p00).
p10 :- e2(Z,Y), e0(X), e2(Z,Y).
p10 :- e3(2,Z), \+ e3(Z,3).
p10 :- (X == 2, e3(Y,X), e2(Y,X), p10) ; (e3(Z,X), e3(X,1), e1, T =.. [g, Z], T \== g(0), W is X + 3, W < 5).
p11(X,X) :- e0(3), p00, between(1,3,X), not e3(X,X), compare(O, X, 3).
p11(X,X) :- e3(Z,X), p10, call(e3, Z, 2), W is Z + 2, W < 5.
P::p20(Y) :- (e3(2,Z), p21, between(1,3,Y)), P is Y / 4.
p20(Y) :- (p00, between(1,3,Y), \+ e0(Y), T =.. [g, Y], T \== g(0)) ; (p20(Z), between(1,3,Y)).
p20(Y) :- p00, p11(3,1), between(1,3,Y), Y \== Y.
p21 :- (p00) ; (e1, e2(Z,Z), Z \== Z).
p21 :- p20(Z), Z \= Z, findall(V, p11(Z,V), L), length(L, N), N >= 1.
p21 :- e1, p00, p20(X), X < 2, findall(V, e0(V), L), L \= [].
p30(Y) :- e0(Z), between(1,3,Y), compare(O, Y, 1).
P::p30(X) :- (p00, between(1,3,X), \+ p11(X,X), \+ p11(X,X)), P is X / 4.
P::p31(Y) :- (e2(X,2), p00, between(1,3,Y)), P is Y / 4.
p31(Y) :- e0(Y), T =.. [g, Y], T \== g(0), Y = Y.
p31(X) :- p00, p10, p21, between(1,3,X), compare(O, X, 3).
query(p21).
evidence(p21, false).
