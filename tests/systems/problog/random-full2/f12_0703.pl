e0(3,2).
0.6::e1(3).
e1(2).
e1(1).
0.7::e2(2).
p00(X) <- (e1(Y), between(1,3,X)) ; (e0(2,Z), p00(2), between(1,3,X)).
p01 :- p01.
p01 :- p00(Z), p01.
0.4::p10(1) :- p11(Z), p11(Z), e0(Z,Z), Z \== Z.
p10(Y) :- (X \== 3, e1(X), between(1,3,Y), W is X + 1, W < 5) ; (e2(3), e2(2), p11(3), between(1,3,Y), W is Y + 3, W < 5, Y =:= 3).
p10(Y) <- Y == 1, p01, p10(Y), e1(1).
p11(X) <- X \== 2, p01, between(1,3,X), \+ p01.
query(e1(2)).
query(p01).
query(p00(2)).
query(e1(X)) :- between(1,2,X).
