:- use_module(library(lists)).
e0(1).
0.5::e0(2).
0.2::e1.
0.3::e2(2).
0.25::e2(3).
0.75::e3(1,2).
0.7::e3(3,2).
0.2::e3(3,3); 0.1::e3(2,2); 0.2::e3(1,1).
0.5::p00 :- e2(3), e0(Z), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p01(Y) :- e2(X), e2(X), e3(X,Y).
p01(X) :- (e1, between(1,3,X), findall(V, e2(V), L), L \= []) ; (e2(1), between(1,3,X), X @=< a).
P::p10(Y) :- (p00, between(1,3,Y), findall(V, e3(3,V), L), L \= [], Y >= 3), P is Y / 4.
0.6::p10(Y) :- e0(Z), p10(Z), between(1,3,Y), call(p01, 1), T =.. [g, Z], T \== g(0).
P::p20(Y,2) :- (e0(2), p01(Z), p00, between(1,3,Y), not e0(Y), T =.. [g, Z], T \== g(0)), P is Y / 4.
p20(X,X) :- e1, between(1,3,X), W is X + 2, W < 5, X == X.
p30(2,Y) :- p20(X,3), between(1,3,Y), X @=< 1.
0.9::p30(3,X) :- p00, e3(Y,Z), between(1,3,X), Y < 2.
p30(Y,Y) :- e3(3,1), p01(X), e2(X), between(1,3,Y), X =:= 2, Y =\= 3.
query(p20(2,2)).
query(\+ p20(2,2)).
