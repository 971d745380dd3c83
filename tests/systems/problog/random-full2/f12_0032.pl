e0.
0.9::e1(3).
0.1::e2(3,1).
e2(2,3).
0.5::e2(2,2).
p00(X) :- e0, p00(Y), e2(Y,1), between(1,3,X), X @=< f(1), not e2(Y,X).
p00(Y) :- Y == 1, e2(X,Y), e0, \+ e0.
p10(Y) :- p11(Z,2), p10(Z), p10(3), between(1,3,Y).
p11(Y,3) :- e1(1), e2(2,Y), p00(3), call(p00, Y), Y =\= 2.
p11(X,2) :- e2(1,Y), p00(Y), e0, between(1,3,X).
p11(X,3) :- Z \== 3, p11(Z,3), e1(2), between(1,3,X), W is Z + 3, W < 5.
0.2::p20(3) :- e1(Z), e0.
p20(1) :- p20(X), e2(Z,X), p11(1,Y).
p20(1) :- p00(Y), p00(Y), p10(Y).
P::p30(X) :- (p11(Z,Y), between(1,3,X), Y \= 3), P is X / 4.
p30(X) :- p11(Y,Y), p00(Y), between(1,3,X), call(p00, Y), \+ e1(2).
p30(Y) :- e2(Y,Y), e2(Y,3), p20(2), Y == Y.
query(p11(3,1)).
query(e0).
evidence(p30(3), true).
