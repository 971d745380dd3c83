0.1::e0(3).
e2(2,3).
p00(X) <- e1(X), X == 3.
p00(2) :- (e1(Y), p00(Z), call(e0, 3)) ; (e0(1), e2(2,Y), e1(Y)).
p10 :- e2(Z,Y), p00(1).
p10 :- e2(Z,2), p00(2), e0(Z).
query(e0(3)).
query(p00(X)) :- between(1,2,X).
evidence(e1(1), false).
