0.4::e0.
0.75::e1(1).
0.2::e1(3).
0.75::e1(2).
0.1::e1(3); 0.2::e1(1).
p00(X) <- p01(Y,2), e1(3), between(1,3,X), Y < 3.
p00(X) :- p00(Y), p00(Y), between(1,3,X).
0.5::p00(X) <- p01(Y,X), p01(Z,X).
p01(X,X) :- p01(Y,Y), between(1,3,X).
0.3::p10(Y) :- p01(X,2), p01(X,Z), between(1,3,Y), call(e1, Y).
p10(Y) :- p00(Y), p00(Y), p01(2,1).
P::p10(X) :- ((e0, between(1,3,X)) ; (e0, p00(3), p01(Y,Y), between(1,3,X), \+ e0)), P is X / 4.
p20(X) <- X \== 3, e0, p00(Y), p10(Y), between(1,3,X), X =\= 3.
p20(X) :- p20(1), p10(Y), p20(Y), between(1,3,X), call(p01, 2, X), call(p01, 2, X).
p30 :- p00(Z), p00(3), e0, not p10(Z).
p31(Y,3) :- p10(Z), p00(2), between(1,3,Y), Y @=< 2, Z >= 1.
p31(3,3) :- (p10(Z), e0, Z \== Z, Z = Z) ; (Y == 1, p20(Y)).
p31(3,X) :- p10(2), between(1,3,X), X < 3.
query(p30).
query(p20(X)) :- between(1,2,X).
query(\+ e1(1)).
