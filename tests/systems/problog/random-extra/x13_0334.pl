:- use_module(library(lists)).
0.9::e0(3).
0.2::e1(2).
0.5::e1(1).
p00(Y) :- p00(Z), between(1,3,Y).
p00(Y) :- (e1(Z), between(1,3,Y), call(e1, Y), findall(V, e1(V), L), L \= []) ; (e1(3), p00(Y), e1(Z), findall(V, e1(V), L), length(L, N), N >= 1).
p10(X) :- p10(Y), e0(1), p10(3), between(1,3,X), compare(O, Y, 3), \+ e0(X).
p10(Y) :- e0(Y), p10(X).
p20(Y) :- (e1(X), between(1,3,Y), \+ p00(X)) ; (e0(X), between(1,3,Y)).
\+p20(Y) :- e1(Y).
p21(X,Y) :- (e0(Y), p20(3), between(1,3,X), subquery(e0(2), Q), Q > 0.33, call(p10, Y)) ; (p10(Z), between(1,3,X), between(1,3,Y), compare(O, X, 1)).
query(e1(2)).
query(p00(X)).
query(\+ p10(1)).
