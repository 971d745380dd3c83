0.9::e0(3).
0.9::e0(2).
0.4::e1(1).
0.75::e1(3).
0.2::e1(2); 0.2::e1(1).
0.75::e2.
0.2::e3(1,2).
p00 <- e3(1,1), call(e1, 1), \+ e3(2,3).
0.3::p01(3) :- p01(Z), \+ e3(Z,Z), compare(O, Z, 3).
p10 :- e0(X), e1(3), e1(X), subquery(p01(3), Q), Q < 0.33, \+ e1(X).
p10 :- p11.
p11 :- p00, p01(Z).
p20 :- e3(Y,Y), e3(Y,Y), p11, Y \= 1.
0.75::p20 :- p10, e2.
0.75::p21(X,1) :- e3(2,Y), e2, between(1,3,X), W is Y + 1, W < 5, W is Y + 1, W < 5.
p21(3,3) <- Z \== 2, e1(Z), p11, e2, call(e0, Z).
p21(X,Y) :- (p20, between(1,3,X), between(1,3,Y)) ; (p00, between(1,3,X), between(1,3,Y)).
query(p21(1,1)).
query(p21(2,2)).
query(\+ p20).
evidence(e0(1), true).
