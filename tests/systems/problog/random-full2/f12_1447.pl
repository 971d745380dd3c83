0.5::e0(3,1).
0.3::e0(3,3); 0.2::e0(1,1).
0.5::e1(1).
0.1::e2(1).
0.7::e2(2).
0.1::e2(2); 0.2::e2(3).
e3(2).
p00(X) <- e3(Y), between(1,3,X).
0.25::p01(3,Y) :- (p01(X,3), e2(1), between(1,3,Y), T =.. [g, Y], T \== g(0), compare(O, Y, 1)) ; (e1(Z), between(1,3,Y), W is Z + 2, W < 5, not e0(1,Y)).
p10(Y,X) <- p10(3,Z), between(1,3,X), between(1,3,Y), Y =\= 3, not p00(X).
p10(Y,X) :- e2(Z), between(1,3,X), between(1,3,Y), W is X + 3, W < 5, \+ e3(Y).
p10(Y,X) :- p01(X,Z), p11(X,Z), p00(Z), between(1,3,Y), compare(O, Y, 3), X \= Z.
p11(Y,3) :- p10(X,Z), p00(X), e3(2), between(1,3,Y), T =.. [g, Z], T \== g(0), \+ p00(Y).
p11(Y,X) :- p00(Y), between(1,3,X), Y =\= 2, X \== 2.
P::p11(Y,1) :- (p11(Z,3), between(1,3,Y), \+ e1(1)), P is Y / 4.
query(p00(3)).
query(\+ e3(2)).
