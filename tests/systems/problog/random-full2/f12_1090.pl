e0.
0.4::e1(1,2).
0.3::e1(2,2); 0.3::e1(1,1); 0.2::e1(3,3).
p00 :- e0.
0.5::p01(Y) :- (e1(2,X), p00, p01(X), between(1,3,Y)) ; (p00, e1(2,Z), between(1,3,Y)).
P::p10(Y) :- (p00, e1(1,X), between(1,3,Y), W is X + 2, W < 5, \+ e0), P is Y / 4.
p10(2) :- e1(1,X), p10(X), e1(2,X).
p10(X) :- e1(Y,Y), between(1,3,X).
query(p10(1)).
query(p00).
query(p10(X)) :- between(1,2,X).
