0.3::e0.
0.2::e1.
0.9::e2.
0.5::e3(3,3).
p00 :- (e2) ; (e0).
p10(Y,Y) :- e3(X,2), between(1,3,Y), \+ e2.
p10(Y,Y) :- p10(Z,X), p00, p11, between(1,3,Y), Z = 3, \+ e0.
p11 :- (X \== 3, p11, p10(Y,X), e2, \+ p00) ; (p11, e0, e2).
p20(Y,Y) :- e2, between(1,3,Y).
p30(X,X) :- p10(X,X), p00, e3(X,Y).
p30(Y,Y) :- p11, e0, between(1,3,Y).
p30(X,X) :- (p30(Z,2), between(1,3,X), \+ e3(1,1), Z @>= 1) ; (e0, between(1,3,X), X @=< a).
p31(X) :- (p20(X,X), p10(X,X)) ; (p30(Y,X), p00, Y \= Y, Y @>= a).
P::p31(X) :- (p20(Z,2), p11, p11, between(1,3,X), compare(O, X, 3)), P is X / 4.
query(p00).
query(p10(2,1)).
query(p11) :- between(1,2,X).
query(\+ p31(1)).
