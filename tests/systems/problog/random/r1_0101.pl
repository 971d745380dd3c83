0.9::e0(3).
e1.
e2.
0.4::e3(2).
0.1::e3(1); 0.2::e3(2).
p00(1) :- e1, e0(Z), p00(Z), Z = Z, Z \== Z.
p00(X) :- e1, between(1,3,X).
p10 :- e3(2), e1.
p11 :- Y \== 3, e3(Y), p00(Y), e2, Y =:= 3.
p11 :- p11, p10, e0(X), \+ e3(X), \+ e3(X).
p20(X,Y) :- e0(Z), e3(Z), p11, between(1,3,X), between(1,3,Y), W is X + 1, W < 5.
0.7::p20(Y,Y) :- p10, p11, between(1,3,Y), Y == Y, Y =\= 1.
p20(X,Y) :- p10, p10, e1, between(1,3,X), between(1,3,Y), \+ p10, W is X + 2, W < 5.
0.4::p21(X,Y) :- (p11, between(1,3,X), between(1,3,Y)) ; (e0(Y), p21(Y,X), X =\= 2, Y \= X).
p21(X,Y) :- e3(2), e3(3), between(1,3,X), between(1,3,Y), W is Y + 2, W < 5, Y =\= 1.
query(e2).
query(p11) :- between(1,2,X).
evidence(p20(3,2), true).
