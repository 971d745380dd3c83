e0.
0.75::e1(2,3).
0.3::e2.
0.6::e3(3,1).
p00(1) :- e1(Z,3), e0, Z = Z, T =.. [g, Z], T \== g(0).
p00(Y) :- p00(X), e0, e2, between(1,3,Y).
p10(2,Y) :- Y \== 2, e0, between(1,3,Y).
p10(X,X) :- e1(X,X), p11(2), p11(1).
p11(Y) :- e2, e0, e2, between(1,3,Y), W is Y + 2, W < 5.
query(e1(Y,1)).
