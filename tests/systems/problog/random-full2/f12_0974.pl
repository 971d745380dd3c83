0.75::e0(1,1).
e1(3).
0.2::e1(1); 0.3::e1(3).
0.4::e2.
e3(2).
p00(X) :- p00(1), between(1,3,X).
p01(Y) :- e0(Y,X), p01(2), p00(1), Y @=< 2.
p10(X) :- Y == 3, e0(Z,Y), e3(1), between(1,3,X), T =.. [g, Z], T \== g(0).
p10(X) :- p00(X), not p00(X), \+ p01(X).
p10(X) :- e2, between(1,3,X).
query(e1(Y)).
query(p01(3)).
query(e1(2)).
query(e1(X)) :- between(1,2,X).
evidence(e0(3,3), false).
