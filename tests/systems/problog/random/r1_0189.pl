e0(3).
0.2::e0(3); 0.2::e0(2); 0.3::e0(1).
e1(1,3).
0.1::p00(Y) :- e0(X), between(1,3,Y), \+ e0(X).
p00(X) :- e1(3,2), e1(Z,1), p00(Z), between(1,3,X), \+ e0(Z).
p00(2) :- X \== 1, p00(Z), e0(X), e1(Z,Z), Z = 2.
p10(X) :- p00(Y), e1(Z,Y), e0(Z), between(1,3,X), W is Z + 2, W < 5, X \= Y.
p10(2) :- X == 2, e0(X), p00(1), \+ e0(2).
p20(X,X) :- e1(Y,2), e0(2), p20(2,X).
p21 :- (p00(X), \+ e0(X)) ; (e1(3,1)).
p21 :- (p10(X), p21, p21) ; (e1(Z,1), p21, p20(Y,Z), Y >= 1, Y =\= 3).
p21 :- e0(X).
query(p21).
query(e0(1)).
query(p20(1,Y)).
query(p10(X)) :- between(1,2,X).
evidence(p20(2,1), false).
