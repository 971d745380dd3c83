e0(2).
0.6::e1(2).
0.3::e1(1); 0.1::e1(2).
P::p00(Y,Y) :- (p01(Y), p00(Y,Y), Y = Y), P is Y / 4.
p01(X) :- p00(X,1), X >= 1.
p01(X) :- (e1(X), not e0(1), \+ e0(X)) ; (e0(Z), between(1,3,X)).
p10 :- p01(Y).
p20(X) :- (p00(3,Y), between(1,3,X), W is Y + 2, W < 5, X >= 2) ; (p20(Y), p20(2), e1(Y), between(1,3,X), X \= X, call(e0, 3)).
p20(X) :- p00(1,2), e1(3), between(1,3,X), \+ e0(X).
P::p21(X,X) :- (e1(Z), between(1,3,X), Z \== X), P is X / 4.
0.5::p21(X,Y) :- p20(X), e1(X), p10, between(1,3,Y), call(p01, X).
0.2::\+p21(Y,X) :- e0(X), between(1, 3, Y).
p30(X) :- p10, p01(Y), p31(Y,Y), between(1,3,X), Y @< a, not p21(X,3).
0.7::\+p30(1) :- e1(3).
p31(2,1) :- p10, p00(1,Y), call(p21, 1, Y).
P::p31(Y,X) :- (p01(Z), between(1,3,X), between(1,3,Y)), P is X / 4.
query(p30(Y)).
evidence(p01(3), true).
