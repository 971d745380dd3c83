0.25::e0(1).
e0(2).
0.3::e0(1); 0.1::e0(3); 0.1::e0(2).
0.1::e1(3,3).
e2(1,1).
0.4::e2(3,3).
p00(Y,2) :- e0(Z), e2(Y,Z).
p00(X,X) :- p00(Z,Z), e2(Z,Z), between(1,3,X).
p01 :- p01, e0(2).
P::p10(Y,X) :- (p10(Z,Y), between(1,3,X)), P is X / 4.
0.25::p11 :- p00(1,2), e1(Z,Z).
query(e0(X)).
query(e0(X)).
evidence(p01, false).
