0.25::e0.
0.1::e1(3).
e1(1).
0.3::e1(2).
0.2::p00(X) :- e1(Y), p01(2), between(1,3,X), call(e1, Y), \+ e0.
p00(Y) :- e0, between(1,3,Y), \+ e1(Y), Y @< 3.
p00(Y) :- p00(X), p01(X), p01(X), between(1,3,Y).
p01(Y) :- e1(X), p00(X), p01(X), between(1,3,Y).
p10(X) :- p01(Y), p01(2), between(1,3,X), Y @>= 2.
p10(Y) :- (e0, between(1,3,Y), Y @>= 1, compare(O, Y, 3)) ; (p01(Y)).
p20 :- p20, p20, T =.. [g, 3], T \== g(0).
query(e1(1)).
query(p20).
evidence(e0, true).
