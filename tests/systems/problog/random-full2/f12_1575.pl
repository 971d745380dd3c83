0.4::e0.
0.8::e1.
p00(X) :- e0, p00(Y), e0, between(1,3,X).
p01(X) :- e0, p00(Z), between(1,3,X), Z \== X, X @>= a.
p10 :- e1.
p20 :- p20, p20, e0.
p21(Y,Y) :- p10, e0, p01(Y).
p21(Y,3) :- e1, p10, e0, between(1,3,Y).
p30(X) :- X == 1, p01(Z), e1, between(1,3,X).
p30(3) :- p20, p31(3,Y), p30(2), \+ e0, Y =:= 1.
p30(X) :- e1, between(1,3,X).
P::p31(Y,2) :- (p21(Z,X), p30(X), between(1,3,Y)), P is Y / 4.
query(p01(1)).
query(p10).
evidence(p00(2), false).
