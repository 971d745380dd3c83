e0.
0.7::e1.
0.1::e2.
0.8::e3.
p00(2) :- (e2, p01(Y), e2) ; (e1, e3, e1).
p00(Y) <- e3, p01(X), p01(1), between(1,3,Y), X @>= f(1).
p01(3) :- e0, p00(Z), T =.. [g, Z], T \== g(0).
p01(Y) :- e0, between(1,3,Y), \+ e3.
p10(X) :- e2, between(1,3,X), X == 3.
p10(X) :- e1, p10(2), e3, between(1,3,X), X =:= 3.
p11 :- p00(3), p11, T =.. [g, 1], T \== g(0), not p01(2).
query(e2).
query(p01(X)).
