0.6::e0(1).
0.75::e0(3).
0.4::e1.
e2.
p00(Y) :- e1, e2, between(1,3,Y).
p10(Y) :- e0(3), e1, e1, between(1,3,Y), \+ e2, W is Y + 1, W < 5.
p10(1) :- p10(Z).
0.25::p11(Y) :- Z == 3, p11(Z), p00(3), between(1,3,Y), Z =\= 3.
0.3::p11(X) :- p11(2), between(1,3,X), \+ p00(X), \+ e0(2).
p20(2,Y) :- e2, between(1,3,Y), W is Y + 3, W < 5.
query(e1).
