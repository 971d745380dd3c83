:- use_module(library(lists)).
0.9::e0.
0.7::e1(2).
e1(1).
0.1::e1(1); 0.1::e1(3).
0.7::e2(1).
e3(2).
0.25::e3(3).
0.3::p00 :- p00, p01, e0, T =.. [g, 3], T \== g(0).
p01 :- e0, T =.. [g, 3], T \== g(0).
p01 :- (e2(X), p01, X < 3) ; (X \== 3, e1(X), p00, e1(X), \+ e1(X)).
p10(1) :- e1(3), p00, e2(X), X \== X, findall(V, e2(V), L), length(L, N), N >= 1.
p10(Y) :- e2(Z), p00, between(1,3,Y), \+ e2(Y), Y \== 2.
P::p20(X) :- ((e3(3), between(1,3,X), \+ p10(1), T =.. [g, X], T \== g(0)) ; (e2(Y), between(1,3,X), Y \== Y, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2)), P is X / 4.
p20(Y) :- e1(X), between(1,3,Y), findall(V, p10(V), L), L \= [], X =\= 3.
p20(Y) :- (e0, p10(X), between(1,3,Y), Y =:= 1, \+ p10(X)) ; (e3(Y), e0, call(p10, Y), \+ p01).
query(p01).
query(p01) :- between(1,2,X).
