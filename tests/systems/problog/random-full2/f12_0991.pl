0.25::e0(3).
0.25::e0(2).
0.3::e1(1,2).
0.5::e1(1,1).
0.2::e1(3,3); 0.2::e1(2,2); 0.2::e1(1,1).
p00(X,X) :- e1(Z,2), e1(2,Y), p01(Y,Y), between(1,3,X).
P::p00(Y,X) :- (p00(1,3), p00(Y,Y), between(1,3,X)), P is X / 4.
p01(X,X) :- e0(Y), e0(X), e0(Z).
p01(Y,X) :- (e0(Y), between(1,3,X)) ; (e0(X), e0(X), between(1,3,Y)).
p10 :- p10, \+ e1(2,2).
0.75::p10 :- e1(X,Y), e1(X,X), e0(X), compare(O, Y, 1).
p11(Y,X) :- p11(Z,Y), p10, between(1,3,X), X =:= 3.
query(p10).
query(p01(1,3)).
