:- use_module(library(lists)).
0.9::e0(2,3).
0.7::e0(3,2).
0.7::e0(1,1).
0.2::e1.
0.5::e2(2).
0.75::e2(3).
0.2::e2(1); 0.2::e2(3); 0.2::e2(2).
e3(3,1).
0.1::e3(3,3); 0.1::e3(1,1).
p00(X) :- e3(X,2), findall(V, e0(X,V), L), L = [], call(e3, X, X).
p01(Y) :- e3(Z,Y), e1, T =.. [g, Z], T \== g(0).
p10 :- e3(2,Y), findall(V, p00(V), L), length(L, N), N >= 1, \+ p01(Y).
p11(X) :- p01(Z), e2(Y), between(1,3,X), \+ e3(Z,Z).
0.3::p20(X) :- e3(2,X), e3(Y,1), p00(X), \+ e2(2).
0.25::p20(Y) :- e0(3,Y), not p11(Y), \+ e1.
P::p20(Y) :- ((p01(1), p21, p01(3), between(1,3,Y), W is Y + 3, W < 5, W is Y + 1, W < 5) ; (p20(2), p21, between(1,3,Y), Y =\= 3, W is Y + 3, W < 5)), P is Y / 4.
p21 :- p01(3), p11(X).
query(p20(X)).
query(e2(3)).
query(p00(1)).
