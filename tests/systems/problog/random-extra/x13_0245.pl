0.25::e0(3).
0.7::e0(1).
0.4::e1(2).
0.9::e1(3).
0.2::e2.
p00(Y) :- (e0(3), between(1,3,Y), Y @< a) ; (e0(X), between(1,3,Y), W is X + 1, W < 5, X = Y).
p00(X) :- e1(X), p00(X), e1(X), X >= 2, not e0(X).
0.1::\+p00(2) :- e2.
p10(X) :- e1(Z), between(1,3,X), Z =\= 3.
P::p10(X) :- ((e2, e1(Z), p00(1), between(1,3,X), \+ e0(1)) ; (p11(2), p10(1), p10(X))), P is X / 4.
p10(X) :- p10(3), p00(X), p00(2), X \= X.
0.3::\+p10(Y) :- e1(Y).
p11(Y) :- e1(Z), between(1,3,Y), not e1(Y).
p11(3) :- e1(X), \+ p00(X).
0.4::p11(Y) :- p11(Z), p11(Z), between(1,3,Y), \+ p00(Z).
query(e0(1)).
query(e0(Y)).
query(p00(3)).
query(\+ p10(3)).
