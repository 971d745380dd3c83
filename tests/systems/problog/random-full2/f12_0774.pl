0.1::e0(3).
0.3::e0(2).
0.1::e0(3); 0.2::e0(2).
0.6::e1(1,1).
0.75::e2(3,3).
0.8::e2(1,3).
0.6::p00(Y) :- e1(Z,Z), p00(3), e2(Z,Z), between(1,3,Y).
p01(X) :- e0(X), e1(X,X), p01(X).
P::p10(X) :- (p11, between(1,3,X)), P is X / 4.
p10(Y) :- (p11, between(1,3,Y), \+ e2(2,2)) ; (X \== 3, e2(Z,X), between(1,3,Y), not e2(1,Z)).
p11 :- (e1(Z,Y), call(p01, Y)) ; (X == 1, e0(X), p11).
p11 :- p01(Y), Y = Y.
p11 :- (p01(Y)) ; (p00(X), p00(X), e2(X,X), X @< a).
p20(X) :- e0(Y), p11, e0(Y), between(1,3,X).
0.9::p20(Y) :- (p20(Y), p10(Z), T =.. [g, Y], T \== g(0), not e0(Z)) ; (e1(X,3), p11, e2(X,X), between(1,3,Y), X @< 1).
0.3::p20(Y) :- (p00(Z), e2(Z,Z), between(1,3,Y)) ; (p00(X), p10(Z), p20(X), between(1,3,Y)).
p30(X) :- e1(2,X), p30(X), e0(3), W is X + 2, W < 5.
0.3::p30(X) :- p00(Z), between(1,3,X).
query(p11).
query(p10(2)).
query(p01(1)).
query(p30(X)) :- between(1,2,X).
