:- use_module(library(lists)).
0.9::e0(3).
0.75::e0(1).
e0(2).
0.3::e0(3); 0.3::e0(2); 0.3::e0(1).
e1(2).
e1(1).
0.9::e2(3,1).
e2(2,1).
0.1::e2(1,1); 0.3::e2(3,3).
0.9::e3.
p00(Y) :- e3, between(1,3,Y), Y < 3, not e1(Y).
p00(Y) :- (e3, e3, between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (e1(Y)).
0.2::p10(X,2) :- (e3, e1(Y), e2(Z,Y), between(1,3,X), X >= 2) ; (p00(3), between(1,3,X), call(e1, X), X == X).
p10(Y,1) :- (p00(1), between(1,3,Y), W is Y + 2, W < 5) ; (p00(2), p00(3), between(1,3,Y), Y \= Y, \+ e0(Y)).
p20(X,Y) :- (p00(2), e1(Y), p00(Y), between(1,3,X), \+ e1(2), findall(V, p00(V), L), sum_list(L, T), T > 2) ; (e1(3), e0(X), between(1,3,Y), X @>= 2).
p20(X,X) :- e1(Z), e3, between(1,3,X), findall(V, e0(V), L), L \= [], findall(V, p00(V), L), length(L, N), N >= 2.
P::p20(Y,Y) :- (p00(Y), Y @>= 3), P is Y / 4.
query(e2(2,X)).
query(e2(2,3)).
query(e1(Y)).
query(\+ e2(3,2)).
