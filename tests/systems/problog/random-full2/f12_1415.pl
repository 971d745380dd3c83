0.8::e0(3).
e0(2).
p00(X) <- e2(Z,1), e0(Y), e2(1,Z), between(1,3,X), X =:= 2, \+ e1(Y).
P::p01(X) :- (p01(X), e1(X), p01(Z), not e0(Z)), P is X / 4.
p01(X) <- X == 2, e0(3), between(1,3,X), X =\= 1.
P::p10(Y) :- ((p10(3), p10(3), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (Y \== 3, e2(Z,3), p10(Y), T =.. [g, Y], T \== g(0))), P is Y / 4.
0.2::p10(X) :- p00(2), p10(Z), between(1,3,X), call(e0, X).
p10(Y) :- (p01(Z), e2(3,Z), e1(Z), between(1,3,Y), Y =:= 2, Z \= Y) ; (e0(2), e0(3), between(1,3,Y)).
query(e1(1)).
query(e2(Y,Y)).
query(\+ p00(3)).
evidence(e2(3,3), false).
