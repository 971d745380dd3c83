0.4::e0.
0.6::e1.
0.3::e2.
e3(1,2).
e3(2,3).
0.4::e3(1,3).
p00(X) :- e1, between(1,3,X).
p00(X) :- e1, p00(3), e0, between(1,3,X).
p00(X) :- e3(Z,Z), p00(Z), between(1,3,X), W is X + 1, W < 5.
p01(X) :- p01(X), p01(X), e0, W is X + 2, W < 5, T =.. [g, X], T \== g(0).
p10(X) :- (e3(X,2), p01(Z), e1, compare(O, X, 2)) ; (e0, between(1,3,X), call(e3, 1, X)).
P::p10(Y) :- (e2, p01(Y), e3(Y,Z), call(e3, 2, Z)), P is Y / 4.
p10(Y) :- Y == 1, e2, e2, p00(X), between(1,3,Y).
p20(Y,X) <- p10(Y), p01(Z), p01(1), between(1,3,X).
p20(X,Y) :- p00(Z), between(1,3,X), between(1,3,Y).
p30 :- e3(Y,Z), p30, Z =:= 1.
p30 :- (p10(Y), compare(O, Y, 1)) ; (e0, p30, e2).
0.25::p30 :- p20(Z,X), p31, X @< f(1).
p31 :- e3(3,X), not e3(3,X), X < 2.
query(p00(X)).
query(\+ e0).
