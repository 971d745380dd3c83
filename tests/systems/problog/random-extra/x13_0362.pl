:- use_module(library(lists)).
0.6::e0.
0.2::e1(3); 0.1::e1(1).
0.1::e2(3,1).
p00(Y) <- e1(Y), p00(Y), p01, W is Y + 2, W < 5, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p00(Y) :- e0, between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p01 :- (e2(X,Z), p00(Z)) ; (e0, call(e1, 1)).
p10(Y) :- e0, between(1,3,Y), T =.. [g, Y], T \== g(0).
p10(X) :- e1(1), between(1,3,X), X @>= f(1).
p10(1) :- p01, p01, p00(3), T =.. [g, 2], T \== g(0), subquery(e1(2), Q), Q > 0.33.
p20(Y) :- p01, p01, between(1,3,Y), call(e1, Y), \+ e2(Y,2).
p20(Y) :- p20(X), between(1,3,Y), call(p10, X), findall(V, p10(V), L), length(L, N), N >= 2.
query(e2(3,Y)).
query(p01).
query(\+ p10(3)).
evidence(p10(1), true).
