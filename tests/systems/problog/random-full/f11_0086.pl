0.8::e0.
0.6::e1.
P::p00(Y,Y) :- (e0, between(1,3,Y), Y @>= f(1), Y < 2), P is Y / 4.
p00(Y,X) :- e0, e1, between(1,3,X), between(1,3,Y).
p01(Y,X) :- p01(3,X), between(1,3,Y), Y @=< f(1).
0.9::p01(X,X) :- X \== 1, p01(X,2), p00(X,X).
P::p10(X) :- (e1, p00(Z,2), e1, between(1,3,X), compare(O, X, 3)), P is X / 4.
P::p20(Y) :- (p10(3), between(1,3,Y)), P is Y / 4.
p20(2) :- p20(Z), p10(2).
query(p00(Y,2)).
query(p20(Y)).
query(p01(3,1)).
