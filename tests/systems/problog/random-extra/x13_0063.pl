e0(2,1).
0.9::e0(1,3).
0.2::e1(2).
e2(2,3).
p00(X,X) :- e0(3,Y), p01(Y), between(1,3,X), subquery(e1(3), Q), Q > 0.33, \+ e0(3,X).
p01(3) :- p01(2), \+ e1(1), \+ e2(1,1).
p10(X) :- e0(Y,Y), e0(Y,Y), between(1,3,X), Y @< a, subquery(e1(3), Q), Q < 0.33.
p10(Y) :- p10(X), e1(1), e0(X,X), between(1,3,Y), compare(O, Y, 1).
0.3::\+p10(X) :- e1(X).
p11(Y) :- p10(3), p11(2), between(1,3,Y), Y = Y.
p11(Y) :- p10(Z), e0(Z,Y).
p20(Y) :- p11(3), p01(Z), between(1,3,Y), Y = Y.
p20(1) :- p11(1), p01(2).
query(p01(1)).
