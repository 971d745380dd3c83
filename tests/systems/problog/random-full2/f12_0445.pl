:- use_module(library(lists)).
0.2::e0.
0.2::e2(3,3); 0.2::e2(2,2).
p00 :- (e2(Z,Z)) ; (p00, p00).
p00 :- e2(Z,X), p00, \+ e0, W is X + 2, W < 5.
p00 :- e0.
P::p10(Y) :- ((e2(3,2), e2(Y,2), e1(1), Y @=< 1) ; (e1(X), e2(X,Z), between(1,3,Y), T =.. [g, Y], T \== g(0))), P is Y / 4.
p10(3) :- e2(Z,X), p10(3).
p10(1) :- e2(2,1), T =.. [g, 2], T \== g(0).
p20 :- (p21(3), p10(X), p20, X >= 3) ; (p21(X), e1(3)).
p20 :- p20, \+ e0.
p21(1) :- p00.
p21(Y) :- (e0, e2(Y,X), findall(V, p10(V), L), L \= [], Y < 1) ; (p20, between(1,3,Y), call(e1, Y), T =.. [g, Y], T \== g(0)).
0.1::p21(Y) :- (e1(2), p10(3), p20, between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e2(3,Y)) ; (p20, p00, p20, between(1,3,Y), \+ p00).
p30(2) :- p00, p31, p21(Z).
p31 :- e2(Y,2), Y @>= 2.
query(p00).
evidence(p31, true).
