0.7::e0(1).
0.5::p00(X,X) :- e1(2), between(1,3,X).
P::p00(Y,Y) :- (p01, between(1,3,Y), W is Y + 3, W < 5), P is Y / 4.
p01 :- (e1(Y), e0(1)) ; (e0(X), p00(3,Y), p00(1,X)).
0.8::p10(Y,X) :- p10(Z,3), between(1,3,X), between(1,3,Y), not p00(X,Z).
p10(Y,Y) :- p00(3,3), p01, e1(X), between(1,3,Y).
p10(2,Y) <- e0(2), p01, between(1,3,Y), Y \= Y.
p11(Y) :- (p01, between(1,3,Y), W is Y + 1, W < 5, \+ p01) ; (p10(Y,1), T =.. [g, Y], T \== g(0)).
p20(X,X) <- X \== 2, p01, p10(X,3), p20(3,3), X =:= 1.
0.7::p21(Y,Y) :- p10(X,Z), p00(Y,2), \+ p00(Z,Y).
p21(Y,X) :- p20(3,X), p01, between(1,3,Y), W is X + 2, W < 5, X == 3.
p30(Y) :- e0(Z), p31, between(1,3,Y), compare(O, Y, 1).
p30(Y) :- p31, e1(Z), between(1,3,Y), call(e0, Z), not e0(Z).
p30(Y) :- p10(X,Y), compare(O, Y, 1).
p31 :- p20(Z,Y), p11(Z), p01, Y = Z.
p31 :- (p30(3), \+ p10(3,2)) ; (p00(X,Y), W is Y + 1, W < 5, W is Y + 1, W < 5).
p31 :- p01.
query(p30(Y)).
query(p10(3,2)).
query(\+ e1(3)).
