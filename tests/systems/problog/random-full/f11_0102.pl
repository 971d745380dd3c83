0.8::e0(3).
0.2::e0(3); 0.3::e0(1).
e1(3,1).
0.3::e1(3,3).
0.5::e1(1,3).
0.6::e1(2,2).
e2(3).
0.9::e3(2,3).
e3(1,1).
p00(X) :- e3(Y,Z), e1(Z,X), \+ e0(1).
P::p00(X) :- ((e3(Z,3), e3(Z,Z), e3(3,Z), between(1,3,X)) ; (p00(3), e2(Y), between(1,3,X))), P is X / 4.
p10(Y,X) :- p00(Z), p11(Z), between(1,3,X), between(1,3,Y), Z @=< 3, not e0(3).
p11(X) :- e0(Z), between(1,3,X).
p11(X) :- p11(X), e2(X), call(e2, X).
p20(X) :- e2(X), e0(1), p11(1), X = 3.
0.5::p20(Y) :- e0(X), e3(3,X), between(1,3,Y).
P::p20(X) :- (p00(Y), between(1,3,X), X =\= 2, not e0(X)), P is X / 4.
query(p20(3)).
query(p10(1,1)).
query(e3(2,X)).
query(p00(X)) :- between(1,2,X).
