0.75::e0.
e1(1,2).
0.2::e1(2,2); 0.2::e1(3,3).
p00 :- e0.
p10(2,Y) :- p00, p00, e0, between(1,3,Y).
p20(Y) <- p20(X), e0, p10(X,X), between(1,3,Y).
p20(X) :- p00, between(1,3,X), X @>= f(1).
P::p20(Y) :- (e0, p00, p10(X,Z), between(1,3,Y), call(e1, Y, 1)), P is Y / 4.
query(p00).
query(p10(3,3)).
query(e1(2,X)).
