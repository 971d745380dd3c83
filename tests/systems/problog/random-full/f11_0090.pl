:- use_module(library(lists)).
0.1::e1.
0.1::e2(2).
0.1::e2(1); 0.3::e2(3); 0.2::e2(2).
0.9::e3.
p00(X,Y) :- (p00(Y,Z), e2(Y), between(1,3,X)) ; (e0(X), between(1,3,Y), Y = X, Y \== Y).
p10(X,3) :- e3, p10(2,X), e1, not e0(X), \+ p00(1,3).
p10(Y,X) :- e3, e3, e1, between(1,3,X), between(1,3,Y), Y @< f(1), not e0(Y).
p10(Y,X) <- e1, between(1,3,X), between(1,3,Y), Y @>= f(1).
p20(Y,X) :- e1, p10(X,X), p00(X,X), between(1,3,Y), findall(V, p10(Y,V), L), L \= [], T =.. [g, Y], T \== g(0).
p20(X,Y) :- p10(X,X), p21(3), between(1,3,Y), W is X + 1, W < 5, call(p10, 2, 3).
P::p21(X) :- (p00(Z,Y), between(1,3,X), Y >= 1, compare(O, X, 3)), P is X / 4.
P::p30(X) :- (e3, p00(3,1), p00(X,2)), P is X / 4.
p30(Y) :- e2(X), p30(1), e2(Z), between(1,3,Y), T =.. [g, X], T \== g(0), \+ p20(Z,Y).
p30(Y) :- (p10(2,Y), \+ e2(Y), findall(V, p20(Y,V), L), L \= []) ; (p30(X), between(1,3,Y), W is Y + 1, W < 5).
p31(X,3) <- e1, e3, between(1,3,X), W is X + 2, W < 5.
query(e1).
query(p10(1,Y)).
query(\+ p30(3)).
