0.25::e0(1).
0.3::e0(2).
0.8::e1(3,1).
0.4::e2(3).
0.7::e2(2).
0.6::e2(1).
p00(X,X) :- p01(Y), between(1,3,X), W is Y + 1, W < 5.
p01(Y) :- e2(X), p00(Z,X), e0(X), between(1,3,Y), X =:= 1.
p01(Y) :- e2(Z), e2(Z), between(1,3,Y), Y \== Y.
p10(Y) :- Y \== 3, p11(1), p01(Y).
p11(X) :- e1(2,Z), p11(1), e0(Z), between(1,3,X), Z == X.
query(e2(X)).
query(e1(X,2)).
query(e1(X,X)) :- between(1,2,X).
evidence(e1(2,2), false).
