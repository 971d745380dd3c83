0.5::e0(1,3).
0.4::e0(3,3).
0.5::e0(2,1).
0.3::e0(1,1); 0.3::e0(3,3); 0.2::e0(2,2).
e1(3).
0.75::e1(2).
e2(2).
e3(2).
0.1::e3(3); 0.3::e3(2).
0.75::p00(1,Y) :- e1(1), e3(Z), e3(Z), between(1,3,Y), T =.. [g, Z], T \== g(0), \+ e2(Z).
P::p10(X) :- (e3(Z), p00(Z,1), e0(1,Z), between(1,3,X)), P is X / 4.
P::p10(X) :- ((e0(1,Y), e3(Y), between(1,3,X)) ; (e0(Z,Y), between(1,3,X), not p00(X,Y))), P is X / 4.
p11(Y) :- e1(2), e1(X), p11(Z), between(1,3,Y), W is Y + 1, W < 5.
p11(Y) :- p00(Z,X), e2(Z), between(1,3,Y), Y == 1.
query(e1(1)).
evidence(e2(3), true).
