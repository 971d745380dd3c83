0.8::e0(3).
0.8::e0(2).
0.1::e0(3); 0.1::e0(1).
0.5::e1(3,3).
0.6::e1(2,3).
e1(3,1).
p00 :- e1(Z,X), e1(Y,Z), not e0(Z), \+ e0(Z).
p10 :- (p11(Y), e1(Y,Y), e1(X,Z), W is X + 2, W < 5, \+ p00) ; (p10, \+ e0(3)).
p11(3) :- p00, p11(3), p00, \+ e1(1,1).
p11(Y) :- e1(Y,Z), p10.
P::p11(X) :- (e1(Y,X), p10, p11(X)), P is X / 4.
P::p20(X) :- (p10, between(1,3,X)), P is X / 4.
p20(Y) :- p20(1), p11(Y), p11(Z), Y =:= 1, Z >= 2.
query(p10).
query(e0(3)).
query(p20(2)).
query(p00) :- between(1,2,X).
evidence(p00, false).
