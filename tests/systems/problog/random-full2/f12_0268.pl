0.7::e0(1).
0.9::e0(3).
0.9::e2(2,1).
e2(1,1).
p00(X) :- e2(2,Y), between(1,3,X), not e2(Y,X), W is X + 2, W < 5.
0.4::p10(X) <- p10(X), e0(Z), e2(Z,Z).
0.9::p10(Y) :- p10(Y), p10(1).
p20(Y) :- p20(Z), between(1,3,Y), call(p10, Z).
query(p00(Y)).
query(e2(Y,3)).
query(p10(3)).
query(\+ p20(2)).
evidence(e2(3,3), true).
