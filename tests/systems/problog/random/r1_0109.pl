0.9::e0(3,2).
0.3::e0(3,3).
0.8::e1(1).
0.6::e1(3).
p00(X) :- e0(X,2).
0.25::p00(X) :- e0(Y,2), between(1,3,X).
p00(Y) :- (p00(X), p01, between(1,3,Y)) ; (p00(Z), p00(Z), between(1,3,Y), \+ e0(3,1), \+ e1(2)).
p01 :- (e1(3), p00(2)) ; (e0(3,Z), p01).
p10(X,X) :- e1(3), e0(X,2), \+ p01.
p10(Y,X) :- e0(3,3), p11(X,X), between(1,3,Y).
p10(Y,X) :- p00(1), p11(Z,Y), p00(X).
p11(X,X) :- p11(Y,X), W is Y + 1, W < 5.
p11(X,Y) :- (Z == 1, e0(3,1), e1(Z), p01, between(1,3,X), between(1,3,Y), Z =:= 3) ; (e1(X), p01, p00(X), between(1,3,Y)).
p20(Y) :- e1(X), between(1,3,Y).
p21(Y,1) :- e0(X,Z), e1(Y), X \== 1, \+ e1(X).
0.6::p30(Y,X) :- p11(Y,Y), p11(1,Y), p11(2,Y), between(1,3,X).
query(e0(X,2)).
query(p01).
query(p11(Y,2)).
query(p01) :- between(1,2,X).
evidence(p30(3,3), true).
