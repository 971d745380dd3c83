0.75::e0(3,1).
0.6::e0(2,2).
0.4::e0(3,2).
0.7::e1(1).
0.9::e1(2).
0.3::e1(3).
0.5::e2(3,1).
0.9::e2(1,1).
p00(Y) :- p01(Z), e0(X,X), between(1,3,Y).
0.5::p00(Y) :- p01(2), e0(1,Z), between(1,3,Y).
0.8::p00(3) <- Z \== 1, e1(Z), \+ e0(Z,Z).
p01(Y) :- e2(Z,X), between(1,3,Y), W is X + 2, W < 5, call(e0, Z, X).
p01(X) :- e1(3), e0(Y,X), e0(Y,Y), \+ e2(2,X).
p01(3) :- e1(2).
P::p10(X,Y) :- (p00(Z), p11(Z), between(1,3,X), between(1,3,Y), Y =\= 1, Z \== Y), P is X / 4.
p11(Y) :- p00(Z), between(1,3,Y), Y @>= 1.
query(p00(X)).
query(p10(Y,3)).
query(e1(Y)).
query(p11(X)) :- between(1,2,X).
