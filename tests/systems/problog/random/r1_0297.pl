0.7::e0(2).
0.8::e0(3).
0.1::e1.
p00(X,X) :- e0(Z), e1, e1, between(1,3,X), Z \= Z, \+ e1.
p00(Y,X) :- (p00(1,X), between(1,3,Y)) ; (X == 3, e1, p00(3,X), p00(X,X), between(1,3,Y), Y >= 3).
p00(3,X) :- (p00(Y,3), between(1,3,X), \+ e0(Y), Y \== 3) ; (e1, between(1,3,X), X \= X).
p10(X,Y) :- e0(1), between(1,3,X), between(1,3,Y).
p20(X) :- e0(Z), between(1,3,X).
p20(X) :- p21(Z,X), e1, W is X + 3, W < 5, Z =\= 3.
p20(X) :- p00(Z,Y), p00(X,3), p21(1,1).
p21(X,Y) :- p00(Z,Z), p21(Z,1), between(1,3,X), between(1,3,Y).
p30(Y,X) :- p10(Z,2), between(1,3,X), between(1,3,Y), \+ p10(X,Z).
p30(Y,3) :- p20(Y), p30(Y,Y), Y == 3, \+ p20(Y).
p30(2,2) :- p21(Z,Y).
p31(X) :- p20(X), p10(Z,2).
p31(X) :- e1, p00(Z,1), between(1,3,X), X >= 1.
p31(Y) :- e1, p21(1,Z), p00(1,3), between(1,3,Y).
query(e0(2)).
query(e1).
