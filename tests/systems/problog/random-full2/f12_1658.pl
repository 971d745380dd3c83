:- use_module(library(lists)).
e0(2,3).
0.9::e0(3,2).
0.75::e1(3).
p00(X) <- (p00(Z), e0(X,Z), p00(X), T =.. [g, X], T \== g(0), Z @=< f(1)) ; (p00(Y), between(1,3,X), \+ e0(3,Y), Y @=< a).
p10(3,Y) :- e0(Z,Y), e0(1,1), call(e0, 3, 2), T =.. [g, Z], T \== g(0).
p20 :- e1(2), p21(Y), p10(Y,Y).
p21(1) :- p00(Z), p21(3).
0.7::p30 :- (e0(Y,Y), p30, p10(Y,Y), \+ p21(3)) ; (e1(Y), p20, e0(1,Y)).
p30 :- e1(X), findall(V, e1(V), L), L \= [].
p30 :- p00(2).
p31(X,1) :- e1(Y), p30, e1(Y), between(1,3,X), \+ p21(X).
P::p31(X,Y) :- (p31(1,X), p00(X), between(1,3,Y)), P is X / 4.
query(p30).
query(p31(X,X)) :- between(1,2,X).
evidence(p21(3), false).
