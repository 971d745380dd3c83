0.8::e0(2,1).
0.9::e0(3,2).
0.6::e0(1,3).
0.6::e1(3).
p00(1) :- (p00(Y), e0(Y,Y)) ; (p00(Z), p00(2), e1(2)).
p10(1) <- e0(3,2), e0(Z,X), p10(X), X @=< 2.
p10(X) :- e0(Y,2), e0(Y,Z), between(1,3,X), compare(O, Y, 1).
p20(X) :- p10(X), p20(X).
p20(Y) :- (p20(Y), Y \= Y) ; (p21(Z,Y), p00(2), Y < 3).
P::p21(X,Y) :- ((e0(X,X), e0(X,1), p20(3), between(1,3,Y)) ; (p21(X,1), e0(1,3), p10(X), between(1,3,Y))), P is X / 4.
query(e0(1,X)).
query(e1(2)).
query(e1(X)) :- between(1,2,X).
