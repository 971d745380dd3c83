0.8::e0(1).
0.1::e0(2); 0.1::e0(3).
0.7::e1(3).
0.3::e1(2); 0.2::e1(1).
0.9::e2.
p00(Y) :- p00(3), p01, between(1,3,Y), Y =:= 2.
p00(X) :- e2, between(1,3,X), X =:= 1.
p00(Y) :- (Y \== 2, e2, e1(X), e1(X), between(1,3,Y), X >= 2) ; (e0(1), e1(1), between(1,3,Y), Y = 1, Y \== Y).
p01 :- Z == 2, p01, e2, e0(Z), \+ e2.
p01 :- p00(3), p01.
p10(X,Y) :- e1(Z), between(1,3,X), between(1,3,Y), Y >= 1.
p10(X,2) :- (Z == 3, e2, e0(Z), e2, between(1,3,X)) ; (X \== 2, e0(X), p01, p10(1,X)).
p10(3,1) :- e2.
p20(X) :- p20(Y), between(1,3,X).
p20(Y) :- p01, e1(2), between(1,3,Y), Y =\= 3, \+ p01.
p20(3) :- p10(X,3), e0(1), W is X + 1, W < 5.
query(p01).
query(e0(2)).
query(e2).
query(p01) :- between(1,2,X).
evidence(e0(2), true).
