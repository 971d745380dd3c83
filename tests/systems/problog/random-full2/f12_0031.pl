0.2::e0(2,2).
0.9::e0(1,2).
0.2::e0(1,1); 0.2::e0(2,2).
0.75::e1.
0.1::e2(3,3).
0.4::e2(2,1).
0.1::p00(Y,1) :- e0(X,Y), e1, p00(1,3).
P::p00(X,X) :- (e0(Y,Y), e2(1,Y), between(1,3,X)), P is X / 4.
p10(Y,Y) :- p10(Z,Z), e0(Z,X), e0(Z,Z), between(1,3,Y).
P::p10(X,X) :- (p00(3,Z), p10(Y,Z), between(1,3,X)), P is X / 4.
p10(2,X) :- (e0(2,3), between(1,3,X), W is X + 3, W < 5) ; (e0(1,Z), e1, between(1,3,X), call(p00, Z, X)).
p20(X,X) :- e1, p10(3,2), p10(Y,Z), between(1,3,X).
0.3::p20(2,3) :- e2(X,3), e2(3,2), p00(X,Z).
p20(X,X) :- e1, between(1,3,X).
p30(X,3) :- (Y \== 1, e2(Y,X)) ; (p20(3,X), p20(X,2), W is X + 1, W < 5).
query(p10(X,1)).
query(e2(3,3)).
query(e2(2,1)).
query(p30(X,X)) :- between(1,2,X).
query(\+ e0(2,2)).
