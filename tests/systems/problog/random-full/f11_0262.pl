0.3::e0.
e2(2,1).
0.4::e2(1,1).
0.3::e2(3,2).
0.3::e3.
p00 :- e2(Z,Z), call(e2, Z, Z).
0.1::p00 :- e1(Y), call(e1, Y).
p10(X,2) :- e3, p11(Y), between(1,3,X), \+ e2(1,Y), X =\= 3.
P::p11(X) :- (e0, between(1,3,X), X =\= 2, T =.. [g, X], T \== g(0)), P is X / 4.
p11(Y) :- e2(2,1), e2(1,2), e1(1), between(1,3,Y).
p11(Y) <- e2(Z,3), between(1,3,Y).
query(e3).
query(e2(X,X)) :- between(1,2,X).
evidence(p00, true).
