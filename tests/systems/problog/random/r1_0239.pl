0.1::e0(3).
0.8::e0(2).
0.8::e1.
p00 :- (p00) ; (p00).
p10(X) :- p10(1), p10(X), X \== X, \+ e0(1).
p10(3) :- e0(Z), Z \== Z.
p20(Y,X) :- (X == 3, p10(X), p20(2,X), e1, between(1,3,Y), \+ p10(3)) ; (p20(Z,Y), p10(3), p00, between(1,3,X), \+ p10(Y)).
p20(X,1) :- e1, p10(Z), between(1,3,X), \+ e1, X =:= 1.
p30(X) :- (p10(2), between(1,3,X)) ; (p20(Z,Y), between(1,3,X)).
p30(X) :- (p10(Y), between(1,3,X)) ; (e0(Z), p30(3), between(1,3,X), \+ p00).
query(e0(1)).
query(p20(Y,1)).
query(p10(3)).
evidence(p00, false).
