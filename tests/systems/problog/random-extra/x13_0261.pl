0.9::e0(1,1).
0.6::e0(3,2).
0.3::e1(3).
0.2::e1(2); 0.2::e1(3).
0.4::e2(3,1).
0.3::e2(2,1).
0.2::e2(1,1).
p00(Y) :- (e2(2,Z), e0(2,Z), e3(Z), between(1,3,Y), \+ e1(3), \+ e1(3)) ; (p01, e2(Z,Z), between(1,3,Y)).
p00(Y) :- e1(3), between(1,3,Y), Y == Y.
0.4::p01 :- e2(X,2), \+ e2(X,X), \+ e2(X,1).
p01 :- p01.
\+p01 :- e2(1,1).
p10(3,Y) :- (p01, e0(1,1), between(1,3,Y), \+ e1(Y), not e1(Y)) ; (e1(Z), e1(Y)).
p10(Y,X) :- e2(Y,1), e2(Y,Y), e1(Y), between(1,3,X), \+ p00(X), \+ p00(X).
p20(X,Y) :- p01, e1(Y), p20(Y,Y), between(1,3,X), Y @>= 3, compare(O, Y, 3).
P::p20(Y,Y) :- (e2(Y,Y), e0(Y,3), \+ p01), P is Y / 4.
p21(Y) :- e2(X,1), e0(X,X), between(1,3,Y).
query(p20(1,1)).
query(p00(2)).
query(p00(X)).
query(p21(X)) :- between(1,2,X).
query(\+ p10(2,1)).
