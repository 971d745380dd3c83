0.3::e0(3).
e1.
0.5::e2.
p00(2,Y) :- p00(X,Y), p00(Z,Y), T =.. [g, X], T \== g(0), T =.. [g, Y], T \== g(0).
p00(Y,Y) :- Y \== 3, p00(X,3), between(1,3,Y).
p10(X) :- (e0(X), p00(2,X), p10(X), \+ e1) ; (e0(X), p00(X,X), e0(1), not p00(2,X)).
p10(3) <- e2, p10(X).
P::p10(Y) :- (p00(X,3), between(1,3,Y), \+ e0(2)), P is Y / 4.
query(e1).
query(e0(X)).
query(p10(X)) :- between(1,2,X).
