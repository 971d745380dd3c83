:- use_module(library(lists)).
e0(3).
0.2::e0(2); 0.2::e0(3); 0.1::e0(1).
0.75::e1.
0.25::e2.
0.3::e3(3).
e3(2).
p00 :- p01(3), p00.
p00 :- p00.
p01(2) :- e3(Z), e0(X).
p01(Y) :- e2, e2, between(1,3,Y).
P::p01(X) :- (p01(X), T =.. [g, X], T \== g(0)), P is X / 4.
0.1::p10(X) :- p01(X), p10(2), \+ e1, not p01(X).
P::p10(Y) :- ((e0(1), p10(Y), W is Y + 1, W < 5) ; (e3(Z), p10(Z), p10(Z), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2)), P is Y / 4.
query(e3(X)).
