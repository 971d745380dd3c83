0.75::e0(2,2).
0.9::e0(3,3).
0.9::e0(1,1).
e1(3,2).
0.3::e1(1,1); 0.2::e1(3,3).
p00(X) :- e0(Z,2), between(1,3,X).
P::p00(X) :- ((p00(Z), e0(Y,3), between(1,3,X)) ; (e1(Z,Z), e0(Y,3), e0(1,Y), between(1,3,X), T =.. [g, Y], T \== g(0), not e1(Y,Y))), P is X / 4.
p00(X) :- (e1(Z,X)) ; (e1(X,X), e1(X,Z), T =.. [g, Z], T \== g(0), W is X + 1, W < 5).
p10(3) :- (p10(2), e0(Y,Z), Z \= Z) ; (e1(X,Y), p00(X), e1(Y,X), Y < 1).
p11(X) <- p00(Y), p11(Y), between(1,3,X).
query(p10(Y)).
query(p11(Y)).
query(e0(2,X)).
evidence(e0(3,2), true).
