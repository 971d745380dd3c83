0.8::e0.
0.25::e2(3,1).
e2(1,1).
0.1::e2(3,2).
e3(2,2).
0.5::e3(1,3).
0.2::e3(3,2).
0.2::p00(Y) :- e1(3), e2(X,X), between(1,3,Y).
p00(Y) :- (e0, e2(1,Z), e1(Z), between(1,3,Y)) ; (e1(X), e1(X), between(1,3,Y), X \== 2).
p00(X) :- (e1(Y), e3(Y,1), between(1,3,X), X == X) ; (Y == 1, e3(3,Y), between(1,3,X)).
p10(Y,Y) :- e3(Z,X), p00(3), p00(X), between(1,3,Y), T =.. [g, Y], T \== g(0).
P::p10(2,X) :- (e2(Z,1), between(1,3,X), \+ e2(X,X), \+ e0), P is X / 4.
0.7::p10(X,X) :- (p00(Y), p11(Y), e0, between(1,3,X), \+ e2(X,Y)) ; (e1(3), p10(X,Z), \+ e3(Z,Z), Z < 1).
P::p11(X) :- (e2(3,Y), between(1,3,X), \+ p00(Y)), P is X / 4.
p20(2) :- Z \== 3, e1(Z).
p20(Y) :- Y == 1, p20(X), e2(2,X), p00(2), between(1,3,Y).
p30 :- p10(Y,Y), p30, e1(Y).
p30 :- p20(X), e3(X,1), p20(X), \+ e1(1), call(p20, X).
p30 :- e2(3,1).
p31(X) :- (p30, p31(Y), between(1,3,X), call(p20, X), call(p11, 2)) ; (e0, between(1,3,X)).
query(e2(3,3)).
query(p00(2)).
query(p30).
