0.8::e0(1).
0.1::e1.
p00(X) :- (e0(Z), between(1,3,X), not e0(1)) ; (p00(Y), e1, between(1,3,X), W is X + 2, W < 5).
p10(X) :- (p00(1), p10(X), e0(X), T =.. [g, X], T \== g(0), W is X + 3, W < 5) ; (e0(X), p00(2), X >= 2).
p10(X) :- e0(Y), p10(Y), between(1,3,X).
p10(X) :- e0(X), T =.. [g, X], T \== g(0), \+ e0(2).
query(e1).
query(p00(X)) :- between(1,2,X).
