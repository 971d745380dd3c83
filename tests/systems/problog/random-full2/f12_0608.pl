0.3::e0(3).
0.1::e0(1).
0.2::e0(3); 0.2::e0(1).
0.75::e1(1).
0.1::e2(2,2).
0.7::e2(2,3).
p00(X,X) :- e2(X,Z), e2(2,Z), T =.. [g, X], T \== g(0).
p01(X) :- e2(Y,3), p00(Y,3), e1(2), between(1,3,X), compare(O, Y, 1).
p10(3) :- e2(X,Z).
p10(X) :- p11(X,Z), p10(X), X =:= 2.
p11(X,Y) :- p00(Y,3), between(1,3,X), call(p00, X, Y).
P::p20(X,X) :- ((p10(X), e0(X), p01(Z), W is X + 3, W < 5, \+ e0(X)) ; (e2(Z,Y), p20(Z,Z), between(1,3,X), T =.. [g, Z], T \== g(0))), P is X / 4.
0.4::p20(3,X) :- p00(X,X), e0(3).
p20(Y,Y) :- e2(Z,X), between(1,3,Y).
query(p00(Y,X)).
query(p00(2,2)).
