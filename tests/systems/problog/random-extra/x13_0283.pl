:- use_module(library(lists)).
e0(3,1).
e0(1,3).
0.2::e0(3,3); 0.1::e0(1,1); 0.1::e0(2,2).
0.6::e1(2).
0.4::e1(1).
0.3::e1(2); 0.1::e1(3); 0.1::e1(1).
p00 :- e1(Z), e0(Z,Z), p00, \+ e0(Z,Z).
p00 :- (p00, call(e1, 2)) ; (e0(2,2), p00, p01(Z,3), W is Z + 1, W < 5).
p01(2,2) :- (p01(2,Z), T =.. [g, Z], T \== g(0)) ; (p00).
P::p01(X,X) :- (p00, e1(X), e1(X)), P is X / 4.
P::p01(Y,Y) :- (e0(Y,X)), P is Y / 4.
p10 :- e0(3,X), e0(3,3), p10.
0.6::p10 :- p01(Y,Z), findall(V, e0(Y,V), L), L = [].
p20 :- e1(Y), call(e0, Y, 2), not e1(Y).
0.1::\+p20 :- e1(2).
P::p30(X,Y) :- ((p00, p30(Z,Z), between(1,3,X), between(1,3,Y)) ; (p30(3,3), between(1,3,X), between(1,3,Y))), P is Y / 4.
P::p30(X,X) :- (X == 3, p30(2,X), p00, p30(X,Z), \+ p01(X,X)), P is X / 4.
p30(X,Y) :- p30(3,X), p31, e1(X), between(1,3,Y), \+ p00, W is Y + 3, W < 5.
0.9::\+p30(2,3) :- e0(1,3).
0.3::p31 :- (p20, e0(X,3)) ; (e0(1,Y)).
0.6::\+p31 :- e0(2,3).
query(p20).
query(p01(2,X)).
query(e1(3)).
query(p00) :- between(1,2,X).
