0.9::e0(3).
0.8::e1.
p00(Y,X) :- e0(1), p00(Y,3), e1, between(1,3,X), X = 1, not e0(X).
P::p00(3,X) :- (e0(2), p00(X,X), X =:= 2), P is X / 4.
p00(X,2) :- p00(Z,Y), p00(Y,Z), e0(1), between(1,3,X).
P::p10(X) :- (p00(X,1), \+ e1, \+ p00(X,X)), P is X / 4.
query(p00(Y,3)).
query(p10(1)).
query(p00(X,X)) :- between(1,2,X).
