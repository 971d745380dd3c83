0.3::e1(1,2).
0.7::e1(2,1).
p00(Y) :- e0(1), p01(3,Y), e1(1,Y), W is Y + 1, W < 5.
p00(Y) :- Y \== 1, p01(X,Y), e0(1), call(e1, 1, X).
p01(X,3) :- e0(Y), between(1,3,X), \+ e1(Y,Y), X == X.
p01(X,X) :- e0(3), between(1,3,X), not e0(X).
0.1::p01(X,Y) :- e0(X), e0(X), between(1,3,Y), Y < 1, T =.. [g, Y], T \== g(0).
p10 :- e0(Z), call(e1, Z, Z), compare(O, Z, 1).
p10 <- p10, e1(Y,Z), Z == Y, call(p01, Y, Z).
0.7::p11(X) :- p01(2,3), between(1,3,X), X \= X.
p11(Y) :- e1(Y,Y), p11(Y).
p20(X) :- p11(X), p10.
p20(Y) :- p00(X), e0(X), between(1,3,Y), call(p01, 1, Y).
p20(X) :- Y \== 2, p00(Y), p01(Y,X), W is X + 2, W < 5.
query(e0(1)).
query(p10).
query(p11(1)).
query(p01(X,X)) :- between(1,2,X).
query(\+ e0(1)).
