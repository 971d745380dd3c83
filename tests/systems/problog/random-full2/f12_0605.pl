0.75::e0.
P::p00(Y,Y) :- (p00(3,X), e0, e0, between(1,3,Y)), P is Y / 4.
p10 :- p00(X,X), X = X.
0.6::p10 :- p10, p10, p10, T =.. [g, 3], T \== g(0).
p10 :- p00(1,Z), p00(Z,X), e0, Z @>= 3.
p20(Y) :- p21(Y,Z), Z \= Z, Y \== Z.
p20(Y) :- (p20(X), between(1,3,Y), Y @=< f(1), Y @>= f(1)) ; (p10, between(1,3,Y)).
p21(Y,2) <- e0, e1(X), between(1,3,Y).
p21(3,Y) :- e0, p10, between(1,3,Y), Y @< 1.
p30(X) :- (X == 1, p21(Z,Z), p30(Z), p20(Z), between(1,3,X), Z < 1) ; (p21(X,3), p20(3), p10).
p30(X) :- e1(Z), p20(Z), p30(Z), between(1,3,X), T =.. [g, Z], T \== g(0), W is X + 2, W < 5.
query(p30(2)).
query(p00(2,1)).
