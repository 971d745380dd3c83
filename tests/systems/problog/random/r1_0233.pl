e0(1).
0.9::e0(2).
0.1::e0(3).
p00(X,Y) :- e0(Z), e0(Z), e1(1), between(1,3,X), between(1,3,Y).
0.5::p00(Y,1) :- e1(Y), e0(Y).
p00(Y,Y) :- (e0(3), e1(Y)) ; (Z == 3, e0(Z), between(1,3,Y), Y =:= 2).
p10(X,Y) :- (Y == 3, e1(X), e1(X), between(1,3,Y)) ; (e1(Z), between(1,3,X), between(1,3,Y)).
p10(1,X) :- e0(Z), p10(Z,2), e1(1), between(1,3,X), Z >= 2.
p20(X,3) :- p21(Y,X), p10(Y,2), Y =:= 2.
p20(Y,Y) :- p10(Y,Y), p21(Z,Y).
0.8::p21(1,X) :- e1(Y), p20(2,2), p00(Y,3), between(1,3,X).
p21(Y,1) :- p10(Y,3), p10(1,Y), p21(2,X).
0.6::p21(X,X) :- p21(Y,Y), e0(Y), p00(1,Y), between(1,3,X), \+ p00(Y,Y), X == X.
p30(X) :- p20(X,X), e1(X), e0(X), \+ p10(3,X).
p30(1) :- X \== 1, e0(X), e0(X).
p30(Y) :- p10(Y,Z), p21(3,Y), \+ p20(Z,1).
query(p00(1,3)).
