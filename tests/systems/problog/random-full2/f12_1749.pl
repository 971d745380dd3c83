0.9::e0(2,3).
0.4::e0(3,2).
e0(3,1).
0.5::e1.
0.5::e2(3,3).
0.25::e2(3,1).
0.8::p00(X,X) :- e1, e2(Z,3), p00(Z,Y), between(1,3,X), T =.. [g, Y], T \== g(0), \+ e2(Z,Y).
P::p00(Y,X) :- (p00(Y,2), e2(3,3), between(1,3,X), X \== 3), P is Y / 4.
P::p00(Y,Y) :- (e1, between(1,3,Y), Y @=< f(1), \+ e2(Y,Y)), P is Y / 4.
0.4::p10(1,Y) :- e0(2,2), p00(Y,3), p00(Y,Y), call(p00, Y, 1).
0.1::p20 :- p10(1,X).
0.4::p20 :- p21(Z), p00(3,Z).
p21(Y) :- p20, e0(Z,Y), p20.
p21(Y) :- e0(Z,Y), e1, call(e2, Y, Y).
p30(3) :- e1.
p31 :- e2(3,Z), p21(X), e0(1,Z), T =.. [g, X], T \== g(0).
query(p10(3,1)).
query(p20).
query(p20) :- between(1,2,X).
query(\+ e1).
evidence(p10(2,3), false).
