0.4::e0(2,3).
0.6::e0(3,2).
0.8::e0(1,1).
0.8::e1.
0.3::e2(2).
0.4::e3(2,3).
0.8::e3(2,1).
0.1::p00(X,X) :- e1, between(1,3,X), X < 2, X >= 3.
p00(X,Y) :- e2(Z), between(1,3,X), between(1,3,Y), \+ e0(X,X).
p01(X) :- e2(3), between(1,3,X).
p01(Y) :- e0(Y,X), p01(Y), p00(X,Y), call(e0, X, Y).
0.25::p10(Y) :- (p11(X,X), e0(X,X), p01(1), between(1,3,Y), \+ e0(2,3), \+ e0(2,X)) ; (p10(Z), p00(2,1), between(1,3,Y), \+ p00(Z,Y), compare(O, Y, 2)).
p11(1,3) <- e2(Z), p00(Z,X), e2(3).
p11(X,X) :- p01(Z), e3(X,Z), p00(Z,X), X @< 3.
P::p20(X) :- (e0(2,Y), e0(Y,2), between(1,3,X)), P is X / 4.
p21(Y) :- e2(Z), between(1,3,Y), Z < 2, Y =:= 1.
p21(X) :- p20(1), between(1,3,X), compare(O, X, 1).
p21(X) :- p10(Z), p00(Z,Z), p20(Y), between(1,3,X).
query(p20(X)).
query(p20(3)).
query(e2(X)).
query(p11(X,X)) :- between(1,2,X).
query(\+ e1).
evidence(p21(1), true).
