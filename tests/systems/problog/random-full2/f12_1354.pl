:- use_module(library(lists)).
0.5::e0.
0.2::e1(1).
0.5::e2(2,3).
0.3::e2(1,1); 0.1::e2(2,2).
p00 :- e2(X,X).
p00 :- e0, \+ e2(3,3), \+ e2(2,3).
p00 :- p01.
p01 :- e0, T =.. [g, 1], T \== g(0).
p01 :- p00, e2(2,Z).
p10(3) :- p00.
p10(Y) :- e0, p01, between(1,3,Y), Y =\= 2.
P::p10(Y) :- (e2(Y,Z), Y = Y), P is Y / 4.
p20(X) :- (p01, e0, between(1,3,X), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2, call(p10, X)) ; (p00, p01, p10(Y), between(1,3,X)).
P::p20(X) :- (p00, between(1,3,X)), P is X / 4.
p20(X) :- p00, e0, p00, between(1,3,X), X @< f(1), W is X + 2, W < 5.
query(e0).
query(p20(2)).
