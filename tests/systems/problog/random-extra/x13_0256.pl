0.1::e0(1).
e1(3).
0.3::e1(1); 0.2::e1(3); 0.2::e1(2).
0.7::e2.
p00(X,X) :- e2, e2, between(1,3,X), call(e0, X), \+ e2.
p00(X,Y) :- e1(3), between(1,3,X), between(1,3,Y), X < 2.
p00(X,Y) :- e2, e1(Z), e1(Y), between(1,3,X).
p10 :- e1(Y).
p10 :- e2.
0.6::p20 :- p20, p10.
p20 :- e1(Y), e2.
query(p20).
