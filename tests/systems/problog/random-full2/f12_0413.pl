0.6::e0(3,1).
0.3::e1(2,2); 0.1::e1(1,1); 0.3::e1(3,3).
0.6::p00(X) :- (e0(1,Z), e1(Z,Y), p00(Z), between(1,3,X), T =.. [g, Z], T \== g(0), \+ e0(Z,X)) ; (e1(Y,Y), p00(3), e0(3,Y), between(1,3,X), W is Y + 1, W < 5).
p00(X) :- (X \== 2, p00(Y), e0(3,1), between(1,3,X), X =:= 2) ; (e1(Z,Y), p00(Z), between(1,3,X), T =.. [g, X], T \== g(0)).
p00(X) <- e0(Y,X), e1(X,X), e0(3,3), not e0(2,Y).
p01(3) :- e0(Y,2).
p01(Y) <- e1(Y,Z), p01(1), e1(X,Y), W is Z + 3, W < 5, W is Z + 2, W < 5.
p10(Y) :- p01(Y).
0.7::p10(X) <- (p01(X), e0(X,X)) ; (p00(1), p10(Y), between(1,3,X), X >= 3, not p00(Y)).
query(p10(2)).
query(e1(3,Y)).
query(p10(1)).
query(p00(X)) :- between(1,2,X).
