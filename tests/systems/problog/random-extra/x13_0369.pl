:- use_module(library(lists)).
0.6::e0(2).
0.1::e0(3).
0.2::e1(2).
0.6::e1(1).
0.3::e1(1); 0.2::e1(3).
P::p00(Y) :- (p01, between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 1, T =.. [g, Y], T \== g(0)), P is Y / 4.
p00(X) :- p00(1), p00(X), \+ e0(2), not e1(X).
p00(X) :- e0(Z), p00(Z), p00(Z), between(1,3,X).
p01 :- e1(Y), p00(Y).
p01 :- X \== 2, p00(X), p00(2), p00(X), not e0(3).
p10(Y) :- p01, between(1,3,Y).
p10(X) :- (e1(X), subquery(e1(2), Q), Q > 0.33) ; (Y \== 2, e0(Y), between(1,3,X), W is X + 1, W < 5).
p10(2) <- e0(Z).
query(p00(2)).
query(p01).
query(p01).
query(\+ p10(1)).
