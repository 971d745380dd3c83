:- use_module(library(lists)).
0.25::e0(3,3).
e0(2,1).
e0(1,2).
0.25::e1(2,3).
0.1::e1(2,2); 0.3::e1(3,3); 0.2::e1(1,1).
0.3::e2.
0.2::e3(3,3).
0.3::e3(1,1); 0.3::e3(2,2); 0.2::e3(3,3).
0.5::p00(Y,Y) :- e2, e0(Y,1), e2, T =.. [g, Y], T \== g(0).
p00(X,X) :- e1(Y,1), p00(Y,Z), e0(3,Y), between(1,3,X), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
p00(Y,1) :- (p01, e1(X,Y), e2) ; (p01, between(1,3,Y), findall(V, e1(3,V), L), L = []).
p01 :- e1(3,X), X @< 2, compare(O, X, 3).
p10(Y) :- Y \== 1, p10(3), e2, e2, between(1,3,Y).
0.7::p10(X) :- p00(Z,2), e0(Z,Z), e0(Z,Z), between(1,3,X), findall(V, e1(2,V), L), L = [], W is X + 3, W < 5.
0.1::p10(Y) :- p01, between(1,3,Y), Y =\= 1, \+ e3(Y,Y).
p20(X,Y) :- e3(X,Z), between(1,3,Y).
p30(Y) :- p20(Z,Y), p01, findall(V, e1(Y,V), L), L \= [], findall(V, p20(Z,V), L), length(L, N), N >= 1.
p30(X) <- e3(Y,Y), e0(1,Y), e3(Y,Y), between(1,3,X).
p31 :- p10(X), e3(X,2), X =\= 3.
query(p00(1,2)).
query(e3(1,X)).
query(p20(3,2)).
