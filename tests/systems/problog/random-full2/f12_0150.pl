:- use_module(library(lists)).
0.3::e0.
0.75::e1.
p00(X) :- p00(2), p00(Z), p01, between(1,3,X), W is X + 3, W < 5.
P::p00(X) :- (e0, p01, between(1,3,X)), P is X / 4.
p01 :- p00(Y), Y @>= f(1).
0.8::p01 :- e0, p01, \+ e1.
p01 :- p00(3), e1, e0, T =.. [g, 2], T \== g(0).
p10(X) :- (p10(Z), between(1,3,X), \+ p01, X \== X) ; (e1, p00(1), between(1,3,X), T =.. [g, X], T \== g(0), X =\= 1).
p10(Y) :- (e0, e0, e1, between(1,3,Y), \+ p00(Y), \+ e1) ; (p00(Y), p01, p01, W is Y + 3, W < 5).
p20(1) :- (p00(Y), p10(Y)) ; (e0, T =.. [g, 1], T \== g(0)).
p20(Y) :- (p10(1), p20(X), p01, between(1,3,Y)) ; (p20(2), e0, between(1,3,Y), findall(V, p10(V), L), length(L, N), N >= 1).
query(p01).
