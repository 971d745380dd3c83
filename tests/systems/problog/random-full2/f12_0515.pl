:- use_module(library(lists)).
e0(1,2).
0.25::e1(2,2).
0.1::e3(1,1).
0.3::e3(2,2); 0.1::e3(1,1); 0.1::e3(3,3).
p00(X,Y) :- e3(Z,1), p01(Y), e0(1,1), between(1,3,X), compare(O, Z, 2).
p00(Y,X) <- e3(Z,2), between(1,3,X), between(1,3,Y), not e2(Y), compare(O, X, 1).
P::p00(X,X) :- (e3(2,Z), between(1,3,X), \+ e0(1,X)), P is X / 4.
p01(Y) :- (e0(Z,Z), e3(X,1), p01(3), between(1,3,Y)) ; (e0(X,Z), e1(Z,Y), p00(Y,1), \+ e2(X)).
P::p01(Y) :- ((e3(2,X), e2(X), p00(Z,X), between(1,3,Y)) ; (e3(Y,X), p00(3,Y), p00(X,Y), findall(V, e0(Y,V), L), L \= [])), P is Y / 4.
p01(Y) :- (e1(Y,X), e1(X,Z)) ; (p00(Z,Y), e1(Z,Y), e2(Y), findall(V, e1(Z,V), L), L = [], T =.. [g, Z], T \== g(0)).
p10(Y) :- p00(3,Y), e0(1,Y), T =.. [g, Y], T \== g(0), \+ e3(Y,Y).
p10(X) :- (p01(Y), e3(Y,Y), p11(Y), between(1,3,X), findall(V, e3(X,V), L), L = [], W is X + 1, W < 5) ; (e2(Y), e3(Y,1), p01(Z), between(1,3,X)).
p11(Y) <- p01(Z), e3(3,3), e0(Y,Z), Z \= Z, W is Y + 2, W < 5.
p11(X) :- e0(3,2), between(1,3,X), \+ p01(3), compare(O, X, 3).
0.3::p11(Y) :- e2(Y).
p20 :- (p10(Z), p00(Z,Z), Z @=< 3, Z =\= 2) ; (p10(Y), e1(Y,3), p00(Y,Y), W is Y + 3, W < 5).
query(e1(1,X)).
query(e2(X)).
evidence(p11(1), false).
