0.4::e0(1).
0.6::e1(3,3).
0.3::e1(1,2).
0.4::e2(3,1).
0.2::e2(3,3).
0.9::e2(1,3).
0.7::e2(1,2).
p00(Y) :- e1(3,3), p00(1), e0(1), between(1,3,Y), T =.. [g, Y], T \== g(0).
p01(X) :- e1(3,2), between(1,3,X).
p01(X) :- Z == 2, e2(1,Z), between(1,3,X), Z \= Z.
p01(Y) :- e0(1), e1(1,3), between(1,3,Y), call(e0, 1), Y = Y.
p10(2) :- (p01(Z), p10(X), p11(Z,2), T =.. [g, X], T \== g(0)) ; (Z == 3, e0(3), e1(2,Z), \+ e1(3,Z)).
p11(X,Y) :- p00(3), p11(X,1), p00(Z), between(1,3,Y), W is X + 1, W < 5.
p20(Y,X) :- p00(Y), between(1,3,X).
p20(2,X) <- p20(Z,X), p11(2,X).
p30(Y) :- p10(Z), between(1,3,Y), Z =\= 3.
P::p30(X) :- ((p20(Y,Y), between(1,3,X)) ; (p30(Y), between(1,3,X), W is X + 1, W < 5)), P is X / 4.
p30(Y) :- e0(Z), p11(2,Z), e0(2), between(1,3,Y), \+ e1(Y,3).
query(e1(Y,3)).
query(e0(3)).
query(p00(X)).
query(\+ p11(1,2)).
