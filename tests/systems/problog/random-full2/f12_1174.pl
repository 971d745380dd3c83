0.75::e0(2,1).
0.2::e1.
e2(3).
0.4::p00(X) :- p00(1), e0(1,3), e1, between(1,3,X).
p00(Y) :- e2(Y), p01(Y), call(e2, Y), \+ e1.
P::p01(X) :- (e0(X,X), \+ e0(X,X)), P is X / 4.
p01(X) :- e1, e1, p01(Z), between(1,3,X), W is Z + 3, W < 5.
p10(X) :- p10(Z), p01(Z), e0(X,1), \+ e0(Z,1).
p20(Y,Y) :- p21(X,2), p20(1,1), p10(Z), between(1,3,Y), Y \== Z.
p21(X,Y) :- p20(X,X), e0(1,X), between(1,3,Y).
query(p10(X)).
