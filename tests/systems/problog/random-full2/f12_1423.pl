0.7::e0.
0.2::e1.
0.9::e2.
0.4::e3(1).
p00 :- p00, e0, e0.
p10(2) :- (e1, e0, call(e3, 3), \+ e3(1)) ; (p11(Z,X), \+ e3(Z), Z \== Z).
p10(X) :- p00, between(1,3,X).
p11(Y,X) :- e1, between(1,3,X), between(1,3,Y).
P::p11(2,X) :- (p00, between(1,3,X)), P is X / 4.
query(e0).
query(e1).
query(e2) :- between(1,2,X).
