0.8::e2.
p00(Y) :- e2, p00(3), e2, between(1,3,Y), Y =\= 3.
p00(X) :- e0(1), between(1,3,X), X == X.
p00(X) :- e0(X).
p10 :- e2, \+ e1(2,3).
p20 :- e1(Y,Y).
p21(X) :- p20, between(1,3,X), \+ p10.
p21(Y) :- e2, e0(3), between(1,3,Y), Y =\= 3, Y \= Y.
0.4::p21(1) :- p20, e2.
query(p21(2)).
query(p00(2)).
