0.5::e0.
e1(1,3).
p00 :- (e1(Y,Y), p01(Y,1), e1(Y,Y)) ; (p00, p01(Y,1), e0, \+ e0, Y =:= 2).
p00 :- e0.
p00 :- (p00, p01(X,3)) ; (p00, p01(Z,Z), e1(Y,Z)).
P::p01(3,Y) :- (p00, p00, between(1,3,Y)), P is Y / 4.
p10 :- p01(Y,Y).
query(e1(3,1)).
query(p00).
query(e1(3,X)).
query(\+ p01(3,3)).
