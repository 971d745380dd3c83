0.5::e0(3,1).
0.6::e0(2,1).
0.3::e0(2,2); 0.3::e0(1,1).
p00(X,Y) :- e0(Y,3), p00(Y,Y), between(1,3,X), X @=< 1, T =.. [g, X], T \== g(0).
0.7::p10(X) :- (e1(Z,3), between(1,3,X)) ; (p11(X), not e0(3,X), \+ p00(X,X)).
p10(X) :- p11(3), between(1,3,X).
p10(X) :- p11(X).
P::p11(X) :- (e0(3,Y), e1(3,Y), e1(Y,1), between(1,3,X)), P is X / 4.
p11(X) :- (p11(2), e1(1,1), p00(2,X)) ; (e0(1,Z), e1(Z,Y), between(1,3,X), not e1(Y,Y)).
p11(Y) :- e1(3,Y), e0(Y,Y).
p20(Y) :- (Y \== 1, p10(Y), \+ p11(Y)) ; (p11(1), p20(3), p11(X), between(1,3,Y), W is Y + 1, W < 5, T =.. [g, X], T \== g(0)).
0.6::p21(X,Y) :- e1(1,1), between(1,3,X), between(1,3,Y), \+ p10(X).
p30(X) :- (Y == 2, e1(1,Y), p21(Y,Y), between(1,3,X), T =.. [g, X], T \== g(0)) ; (e1(Z,Y), between(1,3,X), compare(O, Z, 2)).
p31(X) :- (p20(3), p31(Y), between(1,3,X)) ; (p11(Y), p11(1), between(1,3,X)).
P::p31(X) :- (p21(X,X)), P is X / 4.
query(p30(1)).
query(e0(X,3)).
query(\+ p00(1,3)).
