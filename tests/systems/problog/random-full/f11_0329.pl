e0(1).
0.2::e0(2); 0.3::e0(1).
P::p00(Y) :- (p00(X), between(1,3,Y)), P is Y / 4.
P::p00(X) :- ((p00(Z), p00(Y), between(1,3,X)) ; (e1(Z,2), between(1,3,X))), P is X / 4.
P::p10(Y,X) <- (p00(Y), p00(3), between(1,3,X)), P is X / 4.
p10(2,X) :- e0(Z), between(1,3,X), \+ e0(X).
p10(Y,Y) :- p00(Y), p10(3,1), e1(Z,1), Y \== 2.
query(p00(X)).
query(e0(X)) :- between(1,2,X).
evidence(p00(1), false).
