0.4::e0(3,2).
0.25::e0(3,3).
0.3::e1(1).
0.2::e1(2).
0.2::e1(3); 0.1::e1(1).
p00(X) :- p00(Y), p01(Y), between(1,3,X).
p01(Y) :- p00(Y), e0(Y,Y), e0(2,3), W is Y + 3, W < 5, \+ e1(Y).
p01(X) :- e1(Z), p01(Z), e1(Z), between(1,3,X), X = X.
p01(X) :- e1(Z), between(1,3,X).
p10(Y) :- p00(2), between(1,3,Y), Y \= 3.
p10(Y) :- p01(2), e0(X,Y), X = X.
p20(Y) :- Y \== 1, e0(Z,Z), e1(Y), p10(Y), \+ p01(Y).
p30(X) :- p00(Y), p30(Z), p01(Z), between(1,3,X).
p30(3) :- p01(1).
p31(X) :- e0(Z,X), p01(1), p10(X), W is Z + 1, W < 5.
query(p00(Y)).
query(e1(Y)).
query(p01(X)).
