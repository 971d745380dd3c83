0.5::e0.
0.25::e1.
0.8::e2(1,2).
P::p00(Y) :- (e1, e2(X,3), p00(X), between(1,3,Y), \+ e0, W is Y + 2, W < 5), P is Y / 4.
p00(X) :- (Z == 1, p00(Z), p01(X)) ; (e1, p01(3), between(1,3,X), X \= X, not e2(X,X)).
p01(3) :- Z == 1, p01(3), p01(Z).
0.6::p01(3) :- (p00(3)) ; (e1, p01(Y)).
p10 <- e2(2,Y), e0, e2(2,Y), W is Y + 3, W < 5.
p10 <- e1, p00(X), e2(X,X).
p20 :- e1.
p20 :- (e2(Y,X), X @< 1, Y < 2) ; (p20, p21, p00(Z), call(p00, Z)).
p21 :- e0, p01(Y), Y =\= 1, not p00(3).
query(p01(Y)).
evidence(p21, false).
