0.8::e0(1).
0.5::e0(3).
0.1::e1.
e3(3).
0.8::e3(2).
0.1::e3(3); 0.3::e3(1).
P::p00(X) :- (e1, e1, between(1,3,X)), P is X / 4.
p10(Y) :- e0(Z), e2(Z), between(1,3,Y).
p10(X) :- e3(3), p10(Y), between(1,3,X).
P::p20(X) :- (e2(Z), e1, p20(Z), between(1,3,X)), P is X / 4.
query(e1).
query(\+ e1).
