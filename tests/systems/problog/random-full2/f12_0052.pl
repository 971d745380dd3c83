0.7::e0(2,3).
0.2::e0(3,3); 0.3::e0(1,1); 0.1::e0(2,2).
0.6::e1.
0.25::p00(Y) :- e0(Y,X), e0(Z,Y), e0(X,Y), call(e0, 2, Y).
p00(Y) :- e1, between(1,3,Y), Y = Y.
0.3::p00(X) <- e1, p00(Z), e1, between(1,3,X), X =:= 2.
p10(X,2) :- p11(Y,X), p11(Z,X).
p11(X,X) :- e0(Y,Z), e1, p00(1), between(1,3,X), Z =:= 2, call(p00, X).
p20 :- p11(Z,1), e1, p10(Z,3).
0.9::p20 :- p00(X), e1, p20, X < 2, call(p10, X, 2).
0.3::p21(X,X) :- (X \== 3, p10(X,X), e0(Y,X), p00(Y)) ; (p20, p20, p21(1,Z), between(1,3,X), compare(O, Z, 1)).
p21(Y,Y) :- p10(Z,X), between(1,3,Y), T =.. [g, Z], T \== g(0).
P::p30(Y) :- ((p30(Y), e0(Y,X), e0(Z,3), X \== Z) ; (p10(Z,1), p11(Z,Z), between(1,3,Y))), P is Y / 4.
0.9::p30(Y) <- p31(Z), between(1,3,Y), W is Z + 2, W < 5, not p10(Y,Y).
P::p30(X) :- (p10(3,Y), between(1,3,X), compare(O, X, 3)), P is X / 4.
P::p31(Y) :- (Z == 2, p00(Z), p10(1,3), p11(Y,Z), \+ p10(1,Y)), P is Y / 4.
p31(3) :- p20, p10(Z,Z), p21(2,Z).
p31(X) :- p30(Y), between(1,3,X).
query(p20).
evidence(p20, true).
