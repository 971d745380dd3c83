e0(2).
0.8::e0(1).
e1(3).
0.75::e1(1).
0.1::e1(3); 0.3::e1(2); 0.3::e1(1).
0.6::e2(2,2).
p00(X,1) :- p00(Z,Z), e0(Y), e1(3), between(1,3,X), not e0(X), W is X + 2, W < 5.
0.3::p00(Y,X) :- (e1(Z), e1(X), between(1,3,Y), X \== X, T =.. [g, Y], T \== g(0)) ; (e1(Y), between(1,3,X), \+ e0(1), \+ e2(2,2)).
p10(Y,X) :- e1(1), between(1,3,X), between(1,3,Y), X =:= 1, not p00(X,Y).
p10(X,X) :- (e2(X,Y), e0(2), p00(Z,Y)) ; (p00(Y,Y), e0(Y), between(1,3,X), T =.. [g, X], T \== g(0), X @>= a).
0.5::p11(Y) :- e1(1), e2(2,X), between(1,3,Y).
query(p11(2)).
evidence(e0(1), false).
