0.4::e0(3,1).
0.8::e0(2,2).
0.3::e1(2).
0.25::e1(1).
e1(3).
0.9::e2(1,2).
0.4::e3(2,1).
0.8::e3(1,1).
0.6::e3(1,2).
0.2::e3(3,2).
p00(3,X) <- e3(Z,Y), e1(3), e0(1,Y), between(1,3,X), T =.. [g, X], T \== g(0).
P::p00(X,X) :- (e2(Z,Y), e1(Z), e2(X,Z)), P is X / 4.
P::p00(X,Y) :- (e2(Z,Z), e0(3,3), between(1,3,X), between(1,3,Y), \+ e3(2,1)), P is X / 4.
p10(2) :- p10(2), e2(Y,Y), W is Y + 1, W < 5, Y @=< a.
p11 :- (p11, e3(Z,Y), \+ e1(Z), \+ e3(Y,Y)) ; (e2(Z,Y), Y =\= 2).
0.3::p11 :- p11, e3(Z,1), Z == Z, Z >= 3.
P::p20(X,Y) :- (e0(X,Z), p20(3,3), p00(3,Z), between(1,3,Y)), P is X / 4.
P::p20(X,1) :- (p21(X), e2(Z,X), T =.. [g, Z], T \== g(0)), P is X / 4.
p21(Y) :- e3(Z,3), e0(Z,1), e0(2,3), between(1,3,Y), Y < 3, \+ p11.
query(e2(Y,1)).
query(p10(Y)).
query(p11) :- between(1,2,X).
query(\+ e3(1,1)).
evidence(e0(2,3), true).
