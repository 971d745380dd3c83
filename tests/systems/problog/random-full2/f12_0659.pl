:- use_module(library(lists)).
0.75::e0(2,3).
0.7::e1.
p00(X) :- p00(Z), e1, between(1,3,X), T =.. [g, Z], T \== g(0).
p10(Y) <- e0(X,Y), p10(Y), W is X + 1, W < 5, W is Y + 3, W < 5.
0.8::p10(2) :- (e0(2,Z), not p00(Z)) ; (e1, findall(V, e0(1,V), L), L \= []).
query(p00(3)).
query(p00(Y)).
query(\+ p10(2)).
