0.3::e0(2,3).
0.4::e0(1,2).
0.25::e0(1,3).
e1(2).
0.5::e1(1).
0.2::e1(3); 0.1::e1(2); 0.1::e1(1).
0.9::p00(Y) :- p00(Z), between(1,3,Y).
p10(X,Y) :- (p00(Y), between(1,3,X), \+ p00(Y)) ; (e0(X,X), p00(X), e1(X), between(1,3,Y)).
p10(3,Y) :- p11(Z), between(1,3,Y), W is Z + 3, W < 5, Y = Z.
P::p10(3,X) :- (p10(3,Y), p11(X)), P is X / 4.
0.6::p11(Y) :- p00(3), p10(Z,X), between(1,3,Y).
p11(Y) :- (e1(X), e0(X,1), between(1,3,Y), X \= X) ; (e1(X), p11(X), between(1,3,Y), X @< 3).
P::p11(Y) :- (p11(2), p10(3,X), p11(X), between(1,3,Y), W is Y + 3, W < 5, T =.. [g, Y], T \== g(0)), P is Y / 4.
0.5::p20 :- p20, e0(Z,X), e1(X), \+ p11(Z), W is X + 2, W < 5.
query(e1(X)).
query(e1(1)).
evidence(p11(2), true).
