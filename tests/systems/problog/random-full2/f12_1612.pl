0.75::e0(2).
e1(2,3).
p00(Y) :- e0(Y), p00(3), e1(Y,Y), not e1(Y,2).
P::p00(X) :- (e1(3,Y), e1(Y,3), between(1,3,X)), P is X / 4.
p10(X) :- (e1(X,1), e1(Z,Z), p00(Y), X \== 2) ; (p10(X)).
query(p10(1)).
query(\+ p00(3)).
