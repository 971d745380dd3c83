:- use_module(library(lists)).
0.25::e0(3).
0.1::e0(1); 0.2::e0(3).
0.2::e1(1).
0.5::e2(2).
0.1::e2(2); 0.2::e2(3).
p00(X) :- (e2(Z), between(1,3,X), X @< f(1), W is X + 2, W < 5) ; (e0(X), e2(Z), X == 1).
p00(2) :- p00(2), \+ e2(3), findall(V, e0(V), L), sum_list(L, T), T > 2.
p00(X) :- e2(1), e2(1), between(1,3,X).
p01 :- e1(Z), e1(1), Z @< 1, Z @=< 1.
p10 :- e2(Z), p00(Y), compare(O, Y, 3), W is Z + 3, W < 5.
p11(Y,3) :- p01, e2(1), between(1,3,Y).
0.8::p11(X,Y) :- p01, e1(Y), e1(Y), between(1,3,X).
p11(Y,X) :- p11(2,Z), between(1,3,X), between(1,3,Y).
query(e0(2)).
query(e2(X)).
query(e2(X)) :- between(1,2,X).
query(\+ e1(2)).
