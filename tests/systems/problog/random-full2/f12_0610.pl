0.3::e0.
e1(3,3).
0.3::e1(1,1); 0.2::e1(2,2).
0.75::e2(2).
e2(1).
e2(3).
p00(Y) :- (p00(X), e1(Z,2), between(1,3,Y), Y == 3) ; (e1(Y,Y), call(e2, Y), \+ e2(Y)).
p01(Y) <- p01(X), p01(X), between(1,3,Y), X @< 1, not e1(Y,3).
p01(1) :- e2(2), p01(1).
p10(X) :- X == 2, p10(Z), between(1,3,X), W is X + 1, W < 5.
query(p00(3)).
query(p01(Y)).
query(p01(3)).
