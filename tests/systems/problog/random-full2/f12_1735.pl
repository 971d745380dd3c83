0.2::e0(2).
e1(3,2).
0.75::e1(1,3).
0.75::e2(3,2).
0.3::e2(3,3).
0.3::e2(2,3).
0.2::e2(3,3); 0.1::e2(1,1).
p00(3,Y) :- X \== 2, p00(1,3), e2(3,Y), e2(3,X), not e1(X,3).
0.1::p00(X,X) :- (e2(Y,Y), e0(Z), e1(2,Y), between(1,3,X), not e2(Y,X)) ; (p00(1,X)).
p10(2,X) :- (p10(Y,Z), e0(2), e2(2,Y), between(1,3,X), Y @>= f(1), \+ e0(1)) ; (Y \== 3, p00(Z,Y), e1(3,Y), between(1,3,X)).
p20 :- (p10(Y,Y)) ; (p20, e0(X), \+ e0(X), W is X + 3, W < 5).
p21(3) :- p20, p21(1).
0.2::p21(Y) :- p00(Y,1).
0.2::p21(Y) :- (p10(Z,Y), e2(Y,Z), Y == Y, W is Y + 3, W < 5) ; (e0(Z), p10(3,Z), p21(X), between(1,3,Y), Z = X).
0.4::p30(Y) :- Z == 1, p21(Z), p30(X), between(1,3,Y), not e0(Y).
P::p30(Y) :- ((e2(3,2), between(1,3,Y), W is Y + 3, W < 5, W is Y + 1, W < 5) ; (e0(X), e1(Z,X), between(1,3,Y), Z @< f(1))), P is Y / 4.
P::p30(Y) :- (p20, e2(X,Z), between(1,3,Y), \+ e2(X,X), call(e1, Z, Z)), P is Y / 4.
query(p30(X)).
query(\+ e0(3)).
