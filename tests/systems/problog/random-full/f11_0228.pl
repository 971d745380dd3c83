:- use_module(library(lists)).
0.8::e0.
0.1::e1(2).
0.3::e1(1); 0.2::e1(2); 0.3::e1(3).
p00(X) :- e1(Y), p00(Y), between(1,3,X).
P::p00(X) :- ((p01(3), p01(2), between(1,3,X), W is X + 2, W < 5) ; (e0, between(1,3,X), X < 2)), P is X / 4.
0.6::p01(Y) :- p01(Y), p01(2).
P::p01(Y) :- (p00(1), p01(Y), \+ e1(2)), P is Y / 4.
P::p01(X) :- (e1(Z), e1(Z), between(1,3,X), \+ e1(X)), P is X / 4.
p10(X,X) :- p01(X), p10(1,X), X @>= f(1), not p01(X).
p10(Y,3) :- p11(Y).
p11(Y) :- p01(Y), p01(X), p01(3).
0.75::p11(Y) :- p11(Y), findall(V, p00(V), L), length(L, N), N >= 1.
0.3::p11(1) :- e1(2), T =.. [g, 2], T \== g(0).
query(p01(X)).
evidence(p10(2,2), true).
