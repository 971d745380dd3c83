0.1::e0.
e1(1).
0.75::e1(2).
0.2::e1(1); 0.3::e1(3).
e2(1).
0.4::e3(3,1).
e3(1,1).
0.3::e3(1,3).
0.75::e3(1,2).
p00(1,2) <- e0, T =.. [g, 2], T \== g(0), call(e2, 3).
p00(2,X) :- e1(Z), between(1,3,X), call(e3, X, Z).
P::p00(X,2) :- (p00(3,X), e0), P is X / 4.
p10(X,Y) :- (e3(2,Z), between(1,3,X), between(1,3,Y)) ; (e3(Y,2), e0, e2(Y), between(1,3,X)).
P::p10(X,2) :- (p00(X,Z), p10(2,Z), e0, call(e3, X, X)), P is X / 4.
P::p20(X,X) :- (p00(Y,2), p10(2,Z), p00(Z,Z), between(1,3,X)), P is X / 4.
p20(X,X) :- p20(X,Y), p10(X,Y), call(p00, 3, 1), \+ p00(Y,1).
p30(X) :- p00(Z,Z), e3(Z,3), between(1,3,X), \+ e2(1), not e2(3).
p30(X) :- e1(Y), p20(1,Y), p00(Y,3), between(1,3,X).
query(p10(3,X)).
query(e2(Y)).
query(e1(3)).
