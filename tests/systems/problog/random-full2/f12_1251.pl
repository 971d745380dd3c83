e0(2).
0.3::e0(3).
0.75::e1(3).
P::p00(Y,X) :- (e0(Y), e0(Y), between(1,3,X)), P is X / 4.
P::p00(X,X) :- (e0(X), X =:= 1), P is X / 4.
0.5::p00(X,3) :- e0(X), p00(1,X).
P::p10(X,Y) :- (e0(Y), p10(Y,1), between(1,3,X), X @=< 2), P is X / 4.
p10(Y,Y) :- p00(Y,Z), p10(1,3), Y >= 1.
p10(2,Y) :- e0(Y), p10(Y,Y), e0(Y).
p20(3) :- p20(X), p10(3,X).
p20(1) :- p00(Y,1), Y \= 2, compare(O, Y, 2).
query(e1(1)).
query(p10(3,2)).
query(e1(1)).
query(\+ e1(3)).
