0.7::e0.
e1.
0.3::e2(3,2).
0.75::e2(1,3).
0.9::e3(1,3).
p00 :- p00, e0, T =.. [g, 3], T \== g(0).
0.25::p00 <- Y \== 2, e3(Y,X).
p10 :- e0, e3(X,Z), p00.
p10 :- p10, e0.
p10 :- e1, e1, e2(3,Z), \+ e1, \+ e1.
p20(X) <- (e2(2,X), p21(X), p21(X)) ; (e1, e1, p00, between(1,3,X), W is X + 2, W < 5, compare(O, X, 1)).
p20(Y) :- e1, e3(Z,Y), Z =:= 1.
p20(X) <- (Z \== 3, p21(1), e3(Z,X)) ; (p00, between(1,3,X)).
0.7::p21(Y) :- e1, p10, between(1,3,Y), \+ e1, W is Y + 2, W < 5.
query(e0).
query(e0).
query(e3(2,X)).
