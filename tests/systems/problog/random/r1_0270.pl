0.8::e0.
0.75::e1.
0.2::p00(Y) :- Z == 3, p00(Z), between(1,3,Y), \+ e1.
p00(3) :- p00(1).
p00(1) :- (e0, e0, e0) ; (p00(X), e1, p00(1), X < 3).
p10 :- p00(X), e0, p00(X), X \== X, X = X.
p10 :- (p00(Z), e1, e0) ; (e1, p00(Y), e0, \+ e1).
p11(Y) :- (p10, e0, between(1,3,Y), Y \== 1) ; (Y == 3, p10, e1, between(1,3,Y)).
p11(Y) :- p00(3), p10, between(1,3,Y).
p11(X) :- p10, between(1,3,X), W is X + 3, W < 5.
0.2::p20 :- p11(3), p10.
p20 :- e1, p00(1), p11(Z).
p20 :- e0, p10.
query(e1).
query(p20).
query(p11(2)).
