e0(1).
0.2::e0(2); 0.3::e0(3).
0.4::e1(3,1).
0.8::e2(1,1).
0.75::e2(2,3).
0.2::e2(3,3); 0.1::e2(1,1); 0.1::e2(2,2).
P::p00(X) :- (e0(1), e1(Y,1), between(1,3,X)), P is X / 4.
p00(3) :- e2(Z,2), e1(Z,1), p01(3), W is Z + 3, W < 5, compare(O, Z, 3).
p01(3) :- (e0(Y), Y < 3) ; (e1(Y,Y), e2(3,Y), p00(1)).
p10(X,Y) :- X \== 2, X \== 1, p01(X), e2(X,X), between(1,3,Y).
0.4::p10(Y,X) :- e2(Y,1), between(1,3,X).
p10(X,Y) <- e0(X), between(1,3,Y), compare(O, Y, 1).
\+p10(X,X) :- e0(X).
query(p00(3)).
query(p01(Y)).
evidence(p10(3,1), false).
