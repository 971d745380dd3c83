:- use_module(library(lists)).
e0.
0.4::e1(3).
0.4::e2(3).
0.4::e2(1).
0.1::e3(1,2).
e3(2,2).
p00(X) :- p01(3), p00(X), p00(X).
p00(X) :- e0, between(1,3,X), X =:= 3, X == 1.
p00(3) :- (e0, e0, p00(2), findall(V, e2(V), L), L \= [], T =.. [g, 2], T \== g(0)) ; (p00(3), e3(Y,Y), e2(Y), Y @< 1).
p01(Y) :- p00(3), p01(X), between(1,3,Y).
p10(X) :- (e1(X), e1(3), \+ p00(2)) ; (e3(Z,X)).
p10(Y) :- e2(X), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2, call(e1, Y).
p20 :- e3(1,Y), findall(V, e2(V), L), sum_list(L, T), T > 2.
0.3::p20 :- (e2(2), T =.. [g, 2], T \== g(0), findall(V, p01(V), L), L = []) ; (p10(3), findall(V, p10(V), L), length(L, N), N >= 2).
p20 :- (p00(X), p21(X), e3(3,X), X @>= 2) ; (p21(1)).
p21(2) <- e1(3), T =.. [g, 3], T \== g(0).
p30 :- p10(3), e1(3), p00(X), X >= 2, X @>= 1.
p30 :- p00(3), e3(X,Z), p20, findall(V, e1(V), L), L = [].
query(e3(2,X)).
query(\+ e3(2,1)).
