e0(2,1).
p00(X,X) :- e1(Y,Z), between(1,3,X).
p00(2,Y) :- p00(Z,Z), between(1,3,Y).
p10 :- e1(2,Z), e0(Z,Z), T =.. [g, Z], T \== g(0).
p10 :- p10.
p20 :- (p20, p10, p20) ; (p00(Y,Y), not e1(Y,1)).
p20 :- Y \== 3, p00(1,Y), e0(1,Y), e1(Y,3).
p30(Y,X) :- p20, p30(X,Z), between(1,3,Y), compare(O, Y, 3).
P::p30(Y,X) :- ((p00(1,3), between(1,3,X), between(1,3,Y), X @>= a) ; (p00(X,1), p00(2,X), p30(1,X), between(1,3,Y), Y =\= 3, W is Y + 1, W < 5)), P is X / 4.
query(p20).
query(p20).
query(\+ e0(3,2)).
