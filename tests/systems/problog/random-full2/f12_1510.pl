0.8::e0(3).
0.3::e0(3); 0.1::e0(2).
e1(2).
0.1::e2(3,3); 0.2::e2(2,2); 0.2::e2(1,1).
p00 :- e0(Y).
p10(X,Y) :- e1(X), p10(X,X), between(1,3,Y).
p20 :- e1(3), e3(3), e3(Z), Z = 3.
p20 :- (p21(X), call(e0, 1), X =\= 1) ; (e0(X), p21(X)).
P::p21(Y) :- ((e3(3), between(1,3,Y)) ; (p00, between(1,3,Y), Y = Y, W is Y + 1, W < 5)), P is Y / 4.
P::p21(Y) :- (p10(X,Y), p00, W is Y + 3, W < 5), P is Y / 4.
P::p21(Y) :- (e0(1), between(1,3,Y), \+ e0(Y)), P is Y / 4.
query(e1(2)).
query(p21(3)).
query(e2(1,X)).
query(p20) :- between(1,2,X).
