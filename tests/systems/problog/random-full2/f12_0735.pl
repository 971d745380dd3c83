0.4::e0.
0.9::e1(3,3).
0.7::e1(3,1).
e2(2,1).
0.7::e2(3,2).
0.6::e2(3,3).
0.3::e2(2,2); 0.1::e2(3,3); 0.1::e2(1,1).
p00 :- e2(X,1), e2(X,3).
p00 :- e1(X,X), e2(X,1), \+ e0.
p00 :- p00.
0.4::p10(Y) :- e1(Y,Z).
p20(X,Y) :- p00, between(1,3,X), between(1,3,Y), W is Y + 2, W < 5.
p20(X,Y) :- p21(3,X), p20(Y,Z), \+ e0.
p21(2,X) <- p10(X), X =:= 3, call(e2, X, 3).
p30(Y) :- e0, e1(Y,Z).
p30(X) :- p30(X), e0, e0, not p10(X), compare(O, X, 1).
0.9::p31(Y) :- e0, between(1,3,Y).
p31(3) <- p30(X), p00, p10(Z).
P::p31(Y) :- (p10(Y), e0, Y \== 1, call(p20, Y, Y)), P is Y / 4.
query(p00).
query(e2(X,X)) :- between(1,2,X).
evidence(p00, false).
