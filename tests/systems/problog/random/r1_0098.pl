0.25::e0(1).
0.25::e1.
0.75::e2(1).
0.1::e2(3); 0.3::e2(2).
p00 :- e0(Y), e0(Y), e0(X), W is X + 3, W < 5.
p00 :- p00, e1, e1.
p01(X) :- e1, between(1,3,X).
p01(X) :- p00, p01(1), p01(1), between(1,3,X).
p01(X) :- e0(Z), between(1,3,X).
p10(X,Y) :- p10(X,X), e1, p10(1,1), between(1,3,Y).
query(e2(Y)).
query(p00).
query(e1).
evidence(p01(3), true).
