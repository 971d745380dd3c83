:- use_module(library(lists)).
e0(1).
0.3::e0(1); 0.1::e0(2).
0.1::e1(1).
0.1::e1(3); 0.1::e1(1).
0.8::e2.
0.25::e3(2,3).
0.25::e3(1,3).
0.1::e3(2,2); 0.1::e3(1,1); 0.1::e3(3,3).
p00 :- (e0(3), e0(2), e2, findall(V, e1(V), L), length(L, N), N >= 2) ; (e3(X,X), e0(X), \+ e1(X)).
0.75::p00 :- X == 3, e2, e2, e0(X), not e0(1).
p10(X,Y) :- p00, e3(Z,Z), between(1,3,X), between(1,3,Y), not e0(Y), call(e0, 3).
P::p20(Y) :- ((e1(Y), p00, e2) ; (p00, p20(X), p20(X), between(1,3,Y), findall(V, p10(Y,V), L), L \= [], compare(O, Y, 2))), P is Y / 4.
p30(3,Y) :- (e0(X), between(1,3,Y), not p20(2), T =.. [g, X], T \== g(0)) ; (p30(Z,Z), between(1,3,Y), \+ e2, compare(O, Y, 2)).
P::p30(Y,Y) :- (e2, between(1,3,Y), \+ e0(3), Y < 3), P is Y / 4.
query(p10(3,3)).
query(p00).
query(p20(X)) :- between(1,2,X).
