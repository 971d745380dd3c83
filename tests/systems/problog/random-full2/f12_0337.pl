:- use_module(library(lists)).
0.8::e0.
0.7::e1(3).
P::p00(X) :- (X == 2, e1(X), T =.. [g, X], T \== g(0)), P is X / 4.
0.9::p00(Y) :- p00(X), e1(3), e0, between(1,3,Y), \+ e1(1), X >= 1.
0.4::p00(X) :- (e0, between(1,3,X)) ; (p00(1), between(1,3,X), X = X).
p10(X,Y) :- e0, between(1,3,X), between(1,3,Y).
P::p10(X,2) :- (p11, between(1,3,X)), P is X / 4.
0.25::p10(3,Y) :- p11, p10(Y,X), call(e1, Y), Y == Y.
p11 :- p11, T =.. [g, 2], T \== g(0), call(p00, 2).
p11 :- e1(2), p11, not e1(1).
p20 :- p00(X), findall(V, e1(V), L), L \= [].
query(p20).
query(p00(1)).
query(p00(3)).
query(\+ p00(3)).
