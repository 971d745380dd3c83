e0(3,3).
e0(3,1).
0.3::e0(1,1); 0.1::e0(2,2).
e1(1,3).
e1(1,1).
0.1::e1(1,1); 0.1::e1(3,3).
p00 :- (e0(2,X)) ; (p01(Y)).
p00 :- p00.
p01(Y) :- (p00, between(1,3,Y), Y \== Y, compare(O, Y, 3)) ; (Y == 3, p00, p01(Y), e0(2,Z)).
p10(X) <- p00, p00, between(1,3,X), X \== X.
p10(Y) :- (p00, e0(3,2), p10(3), between(1,3,Y), T =.. [g, Y], T \== g(0), Y \== 2) ; (e0(2,Y), p10(Y), p01(Y)).
p10(X) :- (e1(3,1), e1(Z,3), between(1,3,X)) ; (p10(Y), p01(X), X == X).
p20(Y,X) :- p10(3), between(1,3,X), between(1,3,Y), \+ p10(3).
P::p20(X,X) :- (p00, p10(X), X =\= 1), P is X / 4.
p21(Y) :- p20(X,X), p01(X), between(1,3,Y), X < 3, \+ p10(X).
p21(X) :- p01(1), p00, p20(Y,Z), between(1,3,X).
p21(X) :- e1(Z,2), p21(Z), between(1,3,X).
query(p01(1)).
query(p20(X,Y)).
