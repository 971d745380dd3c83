e0.
e1.
p00(Y) :- p01(Z), e0, e0, between(1,3,Y).
0.3::p00(Y) :- e0, p01(X), between(1,3,Y), \+ e1.
p01(Y) :- e1, between(1,3,Y).
p10(X) :- p11, between(1,3,X).
p10(X) :- p10(2), between(1,3,X).
p11 :- p00(Z), p01(Z), p00(Y), \+ p00(Z).
p20(Y) :- p11, between(1,3,Y), Y < 2.
p20(3) :- p11.
p20(Y) :- p10(1), between(1,3,Y).
p21(X,Y) :- X == 3, p00(Z), p00(Z), p11, between(1,3,X), between(1,3,Y), \+ p11.
query(e0).
query(p01(2)).
query(p00(X)).
