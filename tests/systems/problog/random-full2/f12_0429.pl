0.1::e0(2,2).
0.5::e0(2,3).
e1(1).
0.7::e1(3).
0.6::e2(3,1).
0.2::e2(3,3); 0.2::e2(2,2).
p00(Y,Y) :- e1(Y), e2(Y,Y), p01.
P::p00(X,2) :- (p00(X,1), p00(X,X)), P is X / 4.
P::p00(X,X) :- (e2(3,Y), e1(Y), e2(Y,2), between(1,3,X), \+ e0(Y,X)), P is X / 4.
p01 :- p01, e1(X), e0(Z,X), T =.. [g, Z], T \== g(0).
P::p10(X) <- (X \== 3, p01, e1(1), e0(Y,1), between(1,3,X), T =.. [g, Y], T \== g(0)), P is X / 4.
query(p00(2,2)).
query(e1(X)) :- between(1,2,X).
evidence(e2(1,3), true).
