0.6::e0(2).
0.6::e1.
0.1::e2.
0.3::e3(2).
0.2::e3(2); 0.1::e3(3); 0.2::e3(1).
p00(X) :- X \== 1, e1, e3(2), between(1,3,X), X =\= 1.
p00(X) :- e0(1), between(1,3,X), \+ e2.
p00(Y) :- Y == 3, e2, p00(Z), between(1,3,Y).
p10(X,X) :- e3(X), p11(X,Y), e0(Z), W is Y + 2, W < 5, W is X + 2, W < 5.
p10(X,Y) :- p10(3,Z), between(1,3,X), between(1,3,Y), W is X + 3, W < 5, \+ e2.
p11(X,1) :- e1, p11(X,X), e3(Y), \+ e3(X).
p11(X,Y) :- X == 3, p00(X), e3(1), e0(X), between(1,3,Y), Y =:= 1.
p11(X,Y) :- (Y \== 1, p00(3), p00(2), between(1,3,X), between(1,3,Y), \+ e3(3)) ; (e2, between(1,3,X), between(1,3,Y), Y == 1).
p20(X,Y) :- (p21(1), p20(X,1), p11(X,Y), Y \= 3) ; (e3(Z), e0(3), between(1,3,X), between(1,3,Y)).
p21(Y) :- Y \== 2, p11(1,2), between(1,3,Y), \+ e0(Y).
p21(Y) :- e0(3), e2, p20(X,Z), between(1,3,Y), \+ p10(Z,Y), W is Z + 3, W < 5.
query(e0(1)).
