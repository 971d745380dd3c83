0.4::e0(2,2).
0.9::e1(1).
0.2::e2(2,1).
p00(X) :- Y == 1, p00(Y), p00(Y), between(1,3,X), \+ e1(3).
p00(Y) :- e2(Y,Z), p00(1), e1(3).
p10 :- e0(3,Y), e2(Y,1), e1(3), Y == Y, \+ p00(Y).
0.3::p10 :- Z == 1, e1(Z), p11(Z), p11(1), Z = Z.
p10 :- p00(2), e1(Z), Z =:= 1, Z \== Z.
0.5::p11(Y) :- (p11(Z), between(1,3,Y), \+ p00(Y), Z =\= 1) ; (e1(Y), p10).
p11(Y) :- p11(3), p11(Z), e2(X,Z), between(1,3,Y), W is Y + 3, W < 5.
p20(Y,Y) :- X == 3, p10, e1(3), e0(X,X), between(1,3,Y), W is X + 3, W < 5.
0.5::p20(X,X) :- p00(2), between(1,3,X), X \= X, W is X + 1, W < 5.
0.4::p20(X,Y) :- e2(Y,Y), p11(Y), e1(Y), between(1,3,X), \+ e2(X,1).
p30(X) :- Z == 1, p30(X), e2(Z,Y), p11(Y).
p30(Y) :- p20(3,3), between(1,3,Y).
0.5::p31(Y,X) :- p30(Y), p31(Y,2), e2(3,Y), between(1,3,X), \+ p10, W is Y + 2, W < 5.
query(p10).
query(e1(1)).
query(e0(X,X)) :- between(1,2,X).
