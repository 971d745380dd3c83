e0(3,3).
0.6::e0(3,1).
e1(2,2).
0.4::e1(3,3).
0.8::e2(2,2).
e2(3,3).
e2(1,3).
p00(Y,Y) <- e1(Y,Y), p00(2,2), p00(2,X), compare(O, Y, 3), X \= Y.
p10 <- (e1(X,2), p00(X,2), subquery(p00(1,3), Q), Q > 0.33) ; (p10, e0(Z,Y), p10, \+ p00(3,1)).
p11(X) :- e2(Z,2), e0(Z,2), p00(3,Z), between(1,3,X).
p20(Y) :- p11(2), between(1,3,Y).
p30 :- p20(2), e0(1,X), X == X.
p30 :- p10, p31, e2(Z,Y).
p31 :- e0(1,Y), p11(Y), e0(Z,2), not e1(Y,Z).
query(p00(2,Y)).
query(e2(X,Y)).
query(e0(X,2)).
query(p20(X)) :- between(1,2,X).
query(\+ p00(3,1)).
