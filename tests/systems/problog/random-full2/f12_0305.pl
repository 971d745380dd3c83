0.2::e0.
e2.
e3.
p00(X) :- (e2, e1(Z), between(1,3,X)) ; (e2, between(1,3,X), call(e1, X)).
p00(Y) :- e1(X), e1(Z), between(1,3,Y).
0.1::p00(3) :- e0, not e1(2).
p10(Y,X) <- p10(X,1), between(1,3,Y).
p20(X) :- e2, between(1,3,X).
p21(Y) :- p21(Z), between(1,3,Y), Z \= Z.
p21(Y) :- e1(Z), e3, p10(1,Z), between(1,3,Y), compare(O, Y, 2).
p30(Y) :- p00(X), between(1,3,Y), not e1(2).
query(e1(1)).
