:- use_module(library(lists)).
0.75::e0(1).
0.7::e1(3,3).
p00 :- p00, e0(Z), p01(Z), \+ e1(2,Z).
p00 :- e0(Y).
0.5::p00 :- p01(Y).
p01(Y) :- (p00, between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e1(Y,Y)) ; (p00, e1(Y,2), e1(3,Y), Y == 1, call(e0, 1)).
P::p01(Y) :- (p01(Y), compare(O, Y, 3)), P is Y / 4.
P::p10(Y) :- (p10(Y), p10(X), not e0(Y), \+ p01(X)), P is Y / 4.
p20(X,X) :- p00, between(1,3,X), \+ p00, findall(V, e0(V), L), L \= [].
0.3::p21(X) :- (p00, p00, p00, between(1,3,X)) ; (e0(2), p21(X), compare(O, X, 2)).
query(e0(X)).
query(e1(Y,1)).
query(p01(X)) :- between(1,2,X).
