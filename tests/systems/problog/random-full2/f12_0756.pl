0.25::e1(1).
0.25::e1(3).
0.7::e2.
p00 :- e1(Z), e1(Z).
p00 :- p01(X,Z).
p01(3,Y) :- e0(X), e1(3), p01(Y,3), call(e1, X), \+ e0(Y).
p10(X) :- p11, p10(2), between(1,3,X), X = X.
p10(Y) :- p10(Y).
p10(X) :- p11, e1(Y), p01(Y,Y), between(1,3,X), not e0(Y).
0.4::p11 :- p11, not e1(1).
p20(X) :- X \== 3, e0(1), between(1,3,X).
p30(X) :- p11, e2, e0(2), between(1,3,X).
p30(1) :- p20(1).
p30(Y) :- p01(2,Z), p11, between(1,3,Y), T =.. [g, Z], T \== g(0).
query(e2).
query(p11).
