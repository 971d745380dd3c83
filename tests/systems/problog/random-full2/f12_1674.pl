e0(3).
e0(2).
e1.
0.75::e2.
0.7::e3(3).
e3(2).
P::p00(X) :- (e1, e1, between(1,3,X)), P is X / 4.
p01 :- p00(Z), p01, Z =\= 1, call(e0, Z).
p01 :- Y \== 1, e2, p00(Y), p01, \+ e3(Y).
p10(Y) :- e0(Z), e3(Z), e0(Z), between(1,3,Y).
P::p10(Y) :- (p00(Z), e3(1), p00(2), between(1,3,Y)), P is Y / 4.
P::p11(1,X) :- ((e2, between(1,3,X)) ; (p01, e1, between(1,3,X), call(e3, X))), P is X / 4.
0.4::p20(3) :- (e0(Y), p10(Y), e3(Y), Y = Y, not p11(Y,Y)) ; (e2, e2).
p20(3) :- p11(Z,Z), p10(Y), e0(Z), Y @=< 1.
p21(Y) :- p01, between(1,3,Y).
P::p21(X) :- ((e0(X), p10(2), p20(Y), \+ e1) ; (p10(Y), between(1,3,X))), P is X / 4.
P::p21(X) :- (p20(Z), p11(Z,Z), between(1,3,X)), P is X / 4.
query(e3(Y)).
query(p01).
query(e0(3)).
