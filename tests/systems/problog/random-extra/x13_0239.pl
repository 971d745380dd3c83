:- use_module(library(lists)).
e0.
e1(1).
p00(Y,X) :- e0, between(1,3,X), between(1,3,Y).
p00(Y,2) :- Y \== 2, p00(2,3), between(1,3,Y), T =.. [g, Y], T \== g(0).
0.8::\+p00(2,X) :- e1(X).
p01 :- (e0, e0, findall(V, e1(V), L), sum_list(L, T), T > 2) ; (p01, e1(X), e1(X)).
\+p01 :- e1(2).
p10(Y,X) :- e0, between(1,3,X), between(1,3,Y), findall(V, e1(V), L), L = [].
0.3::\+p10(Y,Y) :- e1(Y).
p11(X) :- (e1(Y), p10(Y,X), e1(1)) ; (p01, p00(Y,3), between(1,3,X), findall(V, p00(Y,V), L), length(L, N), N >= 1, compare(O, Y, 3)).
query(p10(1,2)).
query(p00(X,X)) :- between(1,2,X).
query(\+ e1(3)).
evidence(e0, true).
