:- use_module(library(lists)).
0.8::e0.
e1(1).
0.2::e1(3); 0.3::e1(2).
e2(1).
0.7::e3(3).
e3(2).
p00 <- p00, p00, findall(V, e2(V), L), length(L, N), N >= 1.
p00 <- e2(3).
p01(X) :- (p00, p01(X)) ; (e0, between(1,3,X), not e3(1)).
p01(Y) :- p00, p00, between(1,3,Y), Y @>= a.
p10(2) :- p01(3), p00, p10(X).
p10(X) :- p00, e2(Z), p01(Z), between(1,3,X), call(e2, Z), call(e1, 2).
p10(Y) :- (p01(Z), e2(Z), p01(Z), between(1,3,Y)) ; (p10(Z), p01(Z), between(1,3,Y)).
p20 :- p20, e0, T =.. [g, 3], T \== g(0), call(p10, 2).
p20 :- e1(Z), call(p10, Z), \+ e0.
p30(1,X) :- e0, e1(1), between(1,3,X), W is X + 1, W < 5.
p30(Y,X) :- e1(Y), p20, e2(3), between(1,3,X), \+ p10(X).
p30(Y,X) :- e0, p00, p20, between(1,3,X), between(1,3,Y).
p31 :- p01(Z), p20.
query(p20).
query(p20).
query(e1(Y)).
evidence(e0, false).
