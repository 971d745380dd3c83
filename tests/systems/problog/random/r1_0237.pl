e0(1).
0.4::e1(2).
0.4::e2(2,1).
e2(3,2).
p00(Y) :- (e2(3,Z), between(1,3,Y), Z \== Z) ; (e2(X,Y)).
p00(X) :- e1(Y), e1(Y), e0(Y), between(1,3,X), Y = X.
p00(Y) :- (e2(Y,X), W is Y + 1, W < 5, W is X + 3, W < 5) ; (p01(2), e2(Y,3), p01(X), W is Y + 1, W < 5, Y \= X).
0.3::p01(X) :- p00(X), e1(Y), p00(2).
p01(X) :- e0(Y), p00(X), W is Y + 2, W < 5, \+ e0(1).
0.25::p01(Y) :- e0(1), e0(Z), between(1,3,Y).
p10(Y) :- (e2(Z,X), between(1,3,Y), Z \== 3, \+ p01(3)) ; (p01(1), between(1,3,Y)).
p10(Y) :- p10(Z), e1(Z), p10(2), between(1,3,Y).
0.7::p10(X) :- (e0(Z), p01(2), between(1,3,X), Z >= 2) ; (e0(1), p10(X), p00(Z), X \== Z).
0.25::p20(1,Y) :- (p10(1), p20(3,Z), e0(Z), between(1,3,Y), \+ p00(3), Y >= 2) ; (Y == 2, p01(2), e1(3), e2(Z,Y), \+ p10(Y)).
0.5::p20(X,Y) :- p20(Z,X), e0(Z), between(1,3,Y), \+ e1(X).
p20(Y,Y) :- e0(2), e1(X), between(1,3,Y), W is Y + 3, W < 5, \+ p01(X).
query(p20(2,3)).
query(e2(3,3)).
