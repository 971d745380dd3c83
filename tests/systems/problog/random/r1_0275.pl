e1(3,3).
p00 :- Z == 1, e0(Z), e1(Z,Z), W is Z + 2, W < 5.
0.75::p10(Y,X) :- (e1(Y,Y), e0(Y), between(1,3,X)) ; (p00, p00, between(1,3,X), between(1,3,Y), Y \= X).
0.25::p10(Y,1) :- p11(Y), e1(3,2), \+ p00.
p10(2,1) :- (X \== 1, e0(X), p00, e0(Z), Z =:= 3) ; (p10(X,Z)).
p11(Y) :- (p11(1), between(1,3,Y)) ; (e0(X), e1(1,X), between(1,3,Y)).
0.25::p11(X) :- e1(Z,X), e0(Z), e0(2), X =:= 3.
query(e1(1,2)).
