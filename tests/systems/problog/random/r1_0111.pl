0.2::e1(2).
0.3::e1(1); 0.2::e1(3).
p00(X) :- e1(1), e1(Z), between(1,3,X), \+ e1(X), W is Z + 3, W < 5.
p00(X) :- p01(Z,3), e0(Z), between(1,3,X).
0.9::p01(Y,Y) :- e0(3), e0(X), e1(2), between(1,3,Y), Y =\= 2, Y = X.
0.8::p01(2,X) :- e1(Z), between(1,3,X), Z \= X, \+ e0(X).
p10(Y,2) :- e0(Z), p00(Z), between(1,3,Y), Y \== Y, W is Y + 2, W < 5.
0.7::p10(Y,Y) :- e1(X), p10(3,1), between(1,3,Y), W is Y + 2, W < 5, \+ e0(1).
p10(1,Y) :- p01(X,Z), e1(1), between(1,3,Y), Z \== 2, W is Z + 3, W < 5.
p11(X) :- p10(1,X), e1(X), p01(X,3), X =\= 2, \+ e1(X).
p20 :- e1(1), p10(1,3), \+ p10(3,1).
p20 :- p00(Y), p10(Y,1), p10(Y,Y), \+ p01(Y,3).
p30 :- p01(Y,Z).
query(p00(1)).
