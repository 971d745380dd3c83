0.7::e0.
0.4::e1(1,1).
p00 :- p00, e0, \+ e1(1,3).
p00 :- p00.
0.9::p00 :- e0, e0, p00.
0.8::p10(Y,Y) :- p00, between(1,3,Y), W is Y + 2, W < 5.
p10(X,3) :- e1(1,X), p10(X,X), p10(Y,Z), Z < 1, Z \= Y.
p10(X,2) :- p10(Z,2), e0, e0, between(1,3,X), W is Z + 1, W < 5.
query(e0).
query(p00).
