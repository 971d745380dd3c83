0.75::e0(2).
0.4::e1.
P::p00(X) :- (e1, between(1,3,X), call(e0, X), X @>= 2), P is X / 4.
p00(Y) :- e0(1), p01(1), between(1,3,Y).
p01(Y) :- e1, between(1,3,Y), Y == 1, T =.. [g, Y], T \== g(0).
p01(Y) :- e1, p00(X), between(1,3,Y).
0.4::p01(X) :- e0(X), not e0(X), not e0(X).
0.25::p10(X) <- p00(Y), between(1,3,X).
p10(Y) :- e1, p00(Y), e0(Y), compare(O, Y, 1), \+ p01(Y).
0.5::p10(Y) :- e1, between(1,3,Y), W is Y + 2, W < 5.
query(p00(Y)).
