e0.
0.7::e2(1,3).
0.9::e3(2).
p00(X,1) <- p00(3,Z), between(1,3,X), \+ e3(X).
p00(X,Y) :- e3(Z), e1(Z), between(1,3,X), between(1,3,Y), \+ e3(3).
P::p00(Y,Y) :- ((e2(3,X), between(1,3,Y), W is X + 2, W < 5, T =.. [g, Y], T \== g(0)) ; (p01, between(1,3,Y))), P is Y / 4.
p01 :- p01, e0.
p10(Y) :- e1(Y).
p10(Y) :- p01, p11(Z), between(1,3,Y), \+ p00(2,Z), Y @>= 3.
P::p11(Y) :- (e3(X), between(1,3,Y)), P is Y / 4.
p11(X) :- (e2(X,1)) ; (e0, e3(Y), p10(Y), between(1,3,X)).
query(e1(X)).
query(p01).
