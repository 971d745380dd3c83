0.25::e0(1,2).
0.4::e1(1,2).
e1(2,3).
0.5::e2.
0.3::e3.
p00(X) :- e0(X,1).
p00(2) :- p00(3), e1(Z,2), e2, Z \= Z.
p00(X) :- p00(Z), between(1,3,X).
p01(X,Y) :- e1(1,Y), e3, p00(Y), between(1,3,X), Y @< f(1), T =.. [g, X], T \== g(0).
0.3::p01(X,Y) :- e2, between(1,3,X), between(1,3,Y).
P::p10(Y) :- (Y \== 1, e2, p10(1), between(1,3,Y)), P is Y / 4.
query(e3).
evidence(p01(3,2), false).
