0.2::e0.
0.9::e1(1).
P::p00(X) :- (e0, between(1,3,X)), P is X / 4.
P::p00(Y) :- ((e1(Y)) ; (e1(Z), e0, between(1,3,Y))), P is Y / 4.
0.9::p10(Y,X) :- p10(2,X), p10(X,X), between(1,3,Y), call(p00, Y).
p10(Y,Y) :- (p00(X), e0, between(1,3,Y), Y =:= 2, Y == Y) ; (Z \== 3, e0, p00(Z), between(1,3,Y)).
P::p11(X,X) :- (X == 3, e1(X), \+ p00(2)), P is X / 4.
p11(Y,X) :- p10(Z,Y), e1(Y), between(1,3,X), Y \== X.
0.7::p11(Y,X) :- p11(Z,3), e1(Z), e0, between(1,3,X), between(1,3,Y), \+ e0, W is Y + 3, W < 5.
query(e0).
query(p10(X,2)).
query(\+ e0).
