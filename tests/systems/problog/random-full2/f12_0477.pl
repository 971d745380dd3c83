e0(3,3).
e1.
0.6::e2.
0.2::e3(2).
p00 :- e0(1,Y).
p00 <- p00, e0(1,3), e3(Z), Z = Z.
p10(2) :- e0(1,Y), Y < 3, call(e3, Y).
P::p10(X) :- (p11(Y), between(1,3,X), compare(O, Y, 3)), P is X / 4.
p10(X) :- p11(1), p00, between(1,3,X), X >= 2.
0.9::p11(3) :- p11(Y), p11(X), e1, not e3(2), X < 1.
p11(X) :- e0(X,1), p11(X), p00.
query(p11(2)).
query(e3(X)) :- between(1,2,X).
evidence(p10(2), false).
