0.6::e0.
0.7::e1(1,1).
0.9::e2(2,3).
e2(1,2).
e3.
p00 :- p00, p00, p01(X).
p00 :- e0, e2(3,1), e0, T =.. [g, 3], T \== g(0).
0.9::p00 :- e1(Z,Z), p00, compare(O, Z, 2), not e1(2,Z).
0.9::p01(Y) :- Y == 2, p00, p00, p00, between(1,3,Y), call(e1, Y, Y).
p01(Y) :- e1(Y,1), \+ e2(3,3).
p10 :- p00, e1(2,2), e2(Z,1), Z @=< a, W is Z + 1, W < 5.
0.8::p11 :- p01(Y), e0, p10, compare(O, Y, 2), Y @>= 1.
0.1::p11 :- (e1(1,Z), e2(Z,Y), e1(Y,Z), \+ p01(Y), compare(O, Z, 2)) ; (e2(Z,Y), call(e1, Y, Z)).
0.5::p11 :- e2(Y,Y), p11, p01(Y), Y == 1.
query(p11).
query(p01(2)).
query(p00).
query(\+ p00).
evidence(e0, false).
