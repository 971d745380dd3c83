e0.
e1.
e2(3).
e2(1).
0.6::p00(Y) :- p00(Z), e1, e2(1), between(1,3,Y), Z \= Y.
p00(Y) :- p00(Z), p00(2), e0, between(1,3,Y), Z @< 2, Y = Z.
p10(X) :- e2(X).
p10(Y) :- p00(Z), e1, p10(3), between(1,3,Y).
P::p10(Y) :- (e1, e1, between(1,3,Y)), P is Y / 4.
p20(X,X) :- X \== 3, p21(X), e1, p00(X), X == X.
p20(Y,Y) :- e2(X), p20(X,X), between(1,3,Y), X =\= 1.
p20(X,Y) :- e0, e1, p20(3,1), between(1,3,X), between(1,3,Y).
p21(Y) <- p00(3), e2(Y), p00(X), Y \= X.
P::p21(Y) :- (e1, p00(Z), p20(Z,3), between(1,3,Y), call(p10, 2), W is Y + 3, W < 5), P is Y / 4.
query(p20(Y,3)).
query(e1).
query(p21(X)) :- between(1,2,X).
query(\+ e1).
evidence(p21(2), false).
