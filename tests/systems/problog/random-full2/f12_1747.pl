e0(2,1).
0.6::e1(2).
0.4::e2.
0.3::e3(1,2).
0.75::e3(2,2).
e3(3,3).
0.2::p00(X) :- e0(Y,X), \+ e0(Y,X), compare(O, Y, 2).
p00(2) :- e2, \+ e2, \+ e0(3,1).
p10(Y) :- p10(1), between(1,3,Y).
p10(X) :- e2, e0(3,X), p00(X), W is X + 2, W < 5.
p10(X) :- e0(2,1), p10(Y), between(1,3,X), Y @< a.
P::p20(Y,X) :- ((p20(2,3), between(1,3,X), between(1,3,Y), X >= 2, compare(O, X, 3)) ; (e3(1,Y), e2, e1(Y), between(1,3,X), compare(O, X, 2))), P is X / 4.
p30(Y) :- p10(Z), e3(Z,Z), between(1,3,Y), compare(O, Z, 1), Z @< a.
P::p30(X) :- (e2, p30(Y), p20(Y,Y), between(1,3,X), T =.. [g, X], T \== g(0), X =:= 3), P is X / 4.
query(p10(1)).
query(p00(X)).
query(e0(Y,Y)).
query(p20(X,X)) :- between(1,2,X).
evidence(e0(1,1), false).
