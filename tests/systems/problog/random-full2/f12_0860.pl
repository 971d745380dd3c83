0.3::e0.
e1.
0.9::e2(2).
0.25::p00(Y,Y) :- e2(2), e2(3), between(1,3,Y).
0.3::p10(X) :- e1, p00(Y,Z), between(1,3,X).
p10(Y) :- (e0, e1, between(1,3,Y), compare(O, Y, 2)) ; (e0, e2(X), between(1,3,Y), Y @>= 2, Y @< a).
P::p20(X) :- (p00(1,Y), between(1,3,X)), P is X / 4.
query(p20(2)).
query(e0).
query(p10(X)) :- between(1,2,X).
query(\+ p00(1,2)).
