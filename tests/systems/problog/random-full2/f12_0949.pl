:- use_module(library(lists)).
0.3::e0.
0.6::e2(1).
p00 :- p01(Z), compare(O, Z, 3).
0.9::p00 :- e1(Y,3), \+ e2(Y).
p00 :- p01(2), p01(1), findall(V, e1(2,V), L), L = [], \+ e1(1,1).
0.4::p01(X) :- e0, e0, e2(2), between(1,3,X), not e1(X,X).
p01(3) :- (e2(Z), e1(Z,Z), W is Z + 3, W < 5, W is Z + 3, W < 5) ; (e2(X), e0, e1(Z,X)).
0.9::p10(2) :- p10(1), e0.
0.75::p20(Y) :- (p10(Z), p01(Z), between(1,3,Y)) ; (e1(X,Y), Y =:= 1).
p21 :- p10(1), \+ p00, T =.. [g, 2], T \== g(0).
query(p21).
