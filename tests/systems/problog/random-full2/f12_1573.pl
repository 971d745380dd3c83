e0(2).
0.5::e1.
0.5::e2(2,2).
0.6::e2(3,1).
p00(Y,X) :- Y \== 1, e0(Z), between(1,3,X), between(1,3,Y), X >= 3.
p00(X,3) :- p00(3,Y), between(1,3,X), Y \== X, X \== Y.
0.6::p00(3,3) :- p00(2,Z), e0(Z), p01(Z).
p01(Y) :- (e1, between(1,3,Y), Y = Y) ; (e2(Z,3), e2(Z,Z), between(1,3,Y), Y \== 2).
p01(Y) :- (p00(X,Y), e2(2,1), p00(3,3), \+ e2(1,Y), Y == Y) ; (e2(1,1), e2(Z,X), between(1,3,Y), \+ e0(Z)).
p10(Y) :- p10(Z), e1, between(1,3,Y).
p20(X) :- p21(Y), p01(1), p20(Y), between(1,3,X).
p20(Y) :- p10(Y), e1, T =.. [g, Y], T \== g(0).
p21(Y) :- (e2(X,Y), W is X + 2, W < 5, X >= 3) ; (e2(X,X), p20(X), between(1,3,Y)).
P::p21(X) :- ((e1, e0(X), \+ e2(3,X)) ; (e1, between(1,3,X))), P is X / 4.
query(p01(2)).
query(p01(X)) :- between(1,2,X).
