0.3::e0(1,2).
e1(3).
0.1::p00 :- (p00, e0(Y,1), e1(Y), \+ e0(1,Y), Y = 2) ; (e1(X), X =\= 3).
p00 :- p00, p00, e0(2,X).
p00 :- e0(Z,X), e1(Z), p00, Z >= 2, not e0(3,X).
p10(Y,Y) :- p00, between(1,3,Y).
p10(Y,Y) :- p10(X,Y), p10(Y,X), X =:= 1, \+ p00.
p10(X,X) :- p10(Y,2), p10(2,Y), p11(Y), between(1,3,X), not e0(3,1), W is Y + 2, W < 5.
p11(1) :- (p10(X,Y), p10(2,Y)) ; (Z \== 1, e0(X,Z), X \== X).
p11(2) :- (p10(Z,X), p00, e0(X,Y)) ; (e0(Z,Z), Z =:= 3).
query(p00).
query(e0(X,X)) :- between(1,2,X).
