e0.
0.25::e1.
p00(Y,Y) :- p01(Y,1), e1, Y >= 1, Y @>= f(1).
p00(X,3) :- p00(1,Y), between(1,3,X), W is Y + 2, W < 5.
0.4::p01(Y,X) :- p01(Y,Y), e0, e0, between(1,3,X).
p01(X,Y) :- p01(Z,X), e0, between(1,3,Y), \+ e0, W is Y + 2, W < 5.
p10 :- e1, not p00(1,2).
p10 :- p10, p01(3,X), p01(X,X), X @< f(1), X < 3.
0.5::p10 <- p10.
query(p10).
query(p10).
query(p10).
query(e0) :- between(1,2,X).
