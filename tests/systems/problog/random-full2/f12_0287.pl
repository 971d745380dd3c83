:- use_module(library(lists)).
e0(3,3).
0.3::e0(2,2); 0.1::e0(3,3); 0.2::e0(1,1).
0.9::e1(1).
0.1::e1(2).
0.7::p00(Y) :- p00(Y), e0(Y,Y), compare(O, Y, 1), findall(V, e0(1,V), L), L \= [].
p00(Y) <- e0(1,2), between(1,3,Y), Y \== Y, compare(O, Y, 1).
p10 :- e0(Y,Y), p10, p00(Y), not e1(3).
p10 :- p00(Y), e0(2,1), e1(2), W is Y + 3, W < 5.
p20(X) :- p21(Z,Z), between(1,3,X), W is X + 1, W < 5, W is Z + 3, W < 5.
0.4::p20(Y) :- e1(2), p10, between(1,3,Y), Y @>= f(1), \+ p00(2).
p21(Y,1) :- e0(3,X), between(1,3,Y).
p21(Y,X) :- e0(Z,X), p20(X), p10, between(1,3,Y).
P::p30(X,Y) :- (p20(2), between(1,3,X), between(1,3,Y), findall(V, p00(V), L), L = [], \+ p21(1,X)), P is Y / 4.
P::p30(Y,X) :- ((p00(Z), p31, between(1,3,X), between(1,3,Y)) ; (p31, p30(X,X), between(1,3,Y))), P is X / 4.
0.3::p30(2,3) :- e1(Y), p21(Z,Y), Z @>= 3, not p21(Z,Z).
p31 :- p20(X), X = X, X @>= f(1).
p31 :- p10, p20(Y), p20(Y), Y @>= 1.
p31 :- e0(X,1), e0(Y,X), p30(X,2), call(p20, X), T =.. [g, Y], T \== g(0).
query(p21(X,Y)).
query(p31).
evidence(p31, false).
