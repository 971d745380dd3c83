0.9::e1(3,1).
0.75::e1(2,3).
p00(X) :- p00(Z), e1(X,X), e1(2,X).
p00(Y) :- Y == 2, e0(2,1), e0(2,Y), call(e1, 2, 1).
P::p00(X) :- (e1(2,Z), between(1,3,X)), P is X / 4.
p10(Y) :- e0(Z,X), p00(Z), p10(Z), between(1,3,Y).
p10(Y) <- e1(1,2), e1(X,Z), between(1,3,Y), X @< 2.
p10(1) :- e0(X,Y), e1(X,1), p00(X).
0.5::p20 :- e1(Y,1), e1(Y,Y), \+ e0(Y,2).
p20 :- p00(Y), p20, p10(Y), not e1(1,1).
p20 :- (e1(2,X), p10(Z), p20, \+ e1(Z,Z)) ; (p20, T =.. [g, 1], T \== g(0)).
p21(Y) :- e0(2,X), p20, between(1,3,Y).
P::p21(X) <- ((e0(3,1), p10(Z), e0(Z,1), between(1,3,X)) ; (e0(Z,Y), e1(2,2), between(1,3,X))), P is X / 4.
query(p00(X)).
query(e0(2,3)).
query(p21(Y)).
query(\+ p00(3)).
