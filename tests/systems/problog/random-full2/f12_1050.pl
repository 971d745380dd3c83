:- use_module(library(lists)).
0.9::e0(3,3).
0.5::e0(2,1).
0.75::e1(3).
0.2::e1(2); 0.2::e1(1).
p00(Y) :- e1(X), p00(X), between(1,3,Y), X @=< 1.
P::p00(X) :- (e1(Z), e1(X), p00(X), T =.. [g, Z], T \== g(0), \+ e1(X)), P is X / 4.
p00(X) <- p00(X), e1(X), e1(1).
p10 :- (e0(1,3)) ; (e1(2), p10, call(e0, 2, 2)).
p10 :- p00(3), e0(Y,Z), p10.
p10 :- e1(Z), e1(Z), p10, findall(V, e1(V), L), L = [], not e1(Z).
0.25::p20(X,X) :- e1(X), e1(Y), p20(Y,Y), \+ p10, Y \= Y.
query(p00(X)).
query(p00(1)).
evidence(p10, false).
