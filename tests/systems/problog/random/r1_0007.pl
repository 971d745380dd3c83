0.1::e0(2).
0.1::e0(2); 0.3::e0(3); 0.2::e0(1).
0.8::e1(3,3).
p00 :- (p00) ; (e1(Z,Z), p00, W is Z + 3, W < 5).
0.4::p00 :- e0(Z), Z == Z, Z \= Z.
p00 :- e1(1,Y), Y \= Y, \+ e0(Y).
p01(X) :- X == 1, p01(X), X >= 2.
p01(X) :- e1(Y,2), p01(X), e1(Y,X).
p01(1) :- p01(Z), p01(Z), e1(Z,Z), \+ e0(Z), W is Z + 1, W < 5.
p10(Y,X) :- (p10(Y,1), between(1,3,X), \+ p00, Y < 3) ; (p00, between(1,3,X), between(1,3,Y), Y >= 2).
p10(Y,X) :- e1(X,X), e1(Y,X), e0(X), Y == Y.
p10(Y,2) :- p00, p10(3,X), p00, between(1,3,Y), \+ e1(Y,2).
p20(X,Y) :- e1(Z,X), between(1,3,Y), W is X + 1, W < 5, Y \= X.
p20(Y,X) :- Y == 3, p01(Y), p01(1), p10(Y,Y), between(1,3,X).
p20(2,X) :- p20(2,1), between(1,3,X), X =\= 3.
query(p10(2,2)).
query(p20(3,2)).
query(p10(1,1)).
query(e1(X,X)) :- between(1,2,X).
