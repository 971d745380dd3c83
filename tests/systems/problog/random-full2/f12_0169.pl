0.5::e0(1,2).
0.6::e1(1).
0.5::e1(3).
0.2::e1(1); 0.2::e1(2); 0.1::e1(3).
0.7::e2(1,1).
p00(Y) :- p00(Y).
p00(Y) :- e1(Z), e0(1,Z), between(1,3,Y), call(e0, Z, Y), compare(O, Y, 3).
p00(X) :- e1(Z), e2(Z,3), e0(2,Z), between(1,3,X).
p10(1) :- e1(X), p10(X), X >= 2, X < 3.
p10(Y) <- p11(X), p11(2), between(1,3,Y).
0.75::p10(Y) <- e2(X,1), e2(3,1), e2(Y,X), \+ p00(X).
p11(1) :- p11(Y), p11(3), call(p00, Y), call(p00, 1).
p11(1) :- e2(Y,Z), p10(Z), p11(1).
query(e1(3)).
query(e2(X,3)).
query(e1(X)).
query(p11(X)) :- between(1,2,X).
query(\+ p11(2)).
