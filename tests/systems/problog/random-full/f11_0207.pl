0.5::e1(2,1).
e1(3,3).
0.2::e1(3,3); 0.1::e1(1,1).
0.8::e2(2).
p00 :- e1(1,1), e1(2,X), p00.
p00 :- (p00) ; (p00).
0.7::p10 :- Z == 3, e0(Z,Z), e1(Z,Z), p10, Z = Z.
p20(X) :- (p00, between(1,3,X), T =.. [g, X], T \== g(0), X @=< 2) ; (p10, between(1,3,X)).
p20(Y) :- (p10, between(1,3,Y), Y \= Y, Y @=< a) ; (e2(Z), e1(Y,Z), e1(Y,Z), W is Y + 3, W < 5).
P::p20(X) :- (p10, p21(3), between(1,3,X), \+ e0(X,3)), P is X / 4.
p21(Y) :- (e1(3,3), e0(1,3), p10, between(1,3,Y), Y \= Y) ; (e2(2), p10, e0(1,Z), between(1,3,Y)).
P::p21(Y) :- (p20(2), p00, between(1,3,Y), Y =\= 2), P is Y / 4.
p21(3) :- p20(X), e0(X,Y), compare(O, X, 2).
p30 <- p10, T =.. [g, 3], T \== g(0).
p30 :- p20(X), T =.. [g, X], T \== g(0).
p30 :- e0(Y,Y), p31(Y), e1(3,Y), Y < 1, Y \== Y.
p31(3) :- e2(Z).
0.1::p31(1) :- (p31(Y), e2(Y), p10, Y >= 2) ; (p31(Z), Z == Z, compare(O, Z, 3)).
query(e2(3)).
query(p31(X)) :- between(1,2,X).
