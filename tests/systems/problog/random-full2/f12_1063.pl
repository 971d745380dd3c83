:- use_module(library(lists)).
0.3::e0(2,3).
e1(3,3).
0.1::e1(3,1).
p00(Y,3) :- e0(X,Y), p00(Y,3), p00(Y,Z).
p00(3,X) :- e0(X,3), p00(2,Y), p00(2,X), Y < 2.
p00(Y,X) :- e1(Z,2), e0(2,2), between(1,3,X), between(1,3,Y), Z =\= 1.
p10 :- e1(Y,Z), e0(Y,Y), call(p00, 3, Y).
P::p20(Y) :- ((p00(3,X), between(1,3,Y)) ; (e1(2,3), e0(Y,X), p10, X >= 3)), P is Y / 4.
0.75::p30 :- p20(2), p31, p20(3).
p30 :- (e1(X,Z), p31, p00(Z,1), T =.. [g, Z], T \== g(0)) ; (p20(Y), p10, T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0)).
p30 :- e1(X,X), p31, p20(X).
p31 :- p30, not p20(3), findall(V, e1(3,V), L), L = [].
query(p30).
