0.4::e1.
0.2::e2(2,1).
0.2::e2(2,2); 0.1::e2(3,3).
p00(X,Y) :- p00(Z,X), e1, between(1,3,Y), W is X + 1, W < 5.
P::p10(Y,3) :- (p00(X,Z), e0(1,3), e1, between(1,3,Y), Z =:= 3), P is Y / 4.
query(e0(3,2)).
query(e0(Y,2)).
query(e0(X,X)) :- between(1,2,X).
