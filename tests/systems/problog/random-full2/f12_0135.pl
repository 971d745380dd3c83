0.1::e0(1).
0.4::e0(3).
0.1::e0(3); 0.2::e0(1).
0.6::e1(3,2).
P::p00(X) :- ((e1(X,X), e1(X,Y), p00(Y), not e1(1,Y)) ; (p00(Z), p00(2), e0(X))), P is X / 4.
p00(Y) :- p01(3,Z), p01(Z,Z), between(1,3,Y).
p00(X) :- X \== 1, e0(2), between(1,3,X), X =\= 1.
P::p01(Y,Y) :- (e1(Y,1), e0(Z)), P is Y / 4.
p10 :- e1(1,X), p00(Z), e1(2,2), \+ e1(3,Z), X < 3.
p10 :- e0(Z).
p20(Y,X) :- e1(X,Z), between(1,3,Y).
p30(1,X) :- p10, p30(2,Y), between(1,3,X).
p30(Y,Y) :- p01(3,X), p10, between(1,3,Y), \+ p10, Y == Y.
query(e1(1,Y)).
