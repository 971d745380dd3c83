:- use_module(library(lists)).
0.2::e0.
0.1::e1(3,1).
0.3::e1(3,3); 0.3::e1(2,2).
0.8::e2(3).
0.6::e2(2).
0.3::e2(1); 0.2::e2(2).
0.9::e3(3,3).
0.9::e3(3,1).
0.9::e3(1,3).
0.1::e3(1,1); 0.1::e3(3,3); 0.2::e3(2,2).
p00(2) :- p00(1), e3(Y,2), p01(X), findall(V, e2(V), L), L \= [], findall(V, e2(V), L), L \= [].
p01(X) :- p00(Y), e1(Y,Y), between(1,3,X), findall(V, e1(X,V), L), length(L, N), N >= 2.
0.2::p01(Y) :- p01(X), e1(X,X), between(1,3,Y), call(e1, 1, 2).
p01(Y) :- p01(3), between(1,3,Y), Y @=< 1.
p10(3) :- e1(Z,3), e0, p00(2), findall(V, e2(V), L), L = [], \+ e3(Z,Z).
p10(2) :- e3(Y,X), e3(2,2), not e3(Y,X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
P::p10(Y) :- ((e0, e1(X,3), between(1,3,Y), findall(V, e3(Y,V), L), sum_list(L, T), T > 2) ; (e0, between(1,3,Y), Y = Y, \+ e3(Y,Y))), P is Y / 4.
p20(X,X) :- e0, e1(Z,Z), e0, between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 1.
P::p20(Y,X) :- ((e0, e3(Y,Y), between(1,3,X), \+ p01(Y)) ; (e3(X,Y), p01(3), e0, Y \== X, Y @< 3)), P is Y / 4.
query(e2(Y)).
query(e2(2)).
query(e1(1,X)).
evidence(p20(2,2), true).
