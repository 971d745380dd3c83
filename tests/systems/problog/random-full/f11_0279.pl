e0(3,1).
e0(2,1).
0.75::e1.
p00(X,Y) :- (p01(Z), e1, e1, between(1,3,X), between(1,3,Y), not e0(1,X)) ; (e1, between(1,3,X), between(1,3,Y)).
p00(1,Y) :- e0(Y,2), p00(2,X), e1.
P::p01(Y) :- (e1, between(1,3,Y)), P is Y / 4.
p01(3) :- e0(1,Y), e0(Z,Y), p00(Z,Y), call(e0, Z, 1), Z \= Y.
p01(Y) :- e1, between(1,3,Y), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0).
p10(Y) :- p01(X), between(1,3,Y).
p10(X) :- (p10(2), p00(1,Z), between(1,3,X), W is X + 3, W < 5, T =.. [g, X], T \== g(0)) ; (p10(Y), between(1,3,X)).
p11(Y,X) :- p01(X), between(1,3,Y), W is X + 1, W < 5.
p11(Y,X) <- e1, between(1,3,X), between(1,3,Y), compare(O, Y, 1), X @< f(1).
query(p11(1,1)).
