:- use_module(library(lists)).
0.6::e0(3,3).
0.8::e0(3,1).
0.4::e1(3).
0.1::e2(2).
0.3::e2(1); 0.1::e2(2).
0.4::e3.
p00(3) :- (e3, e2(X), e1(3)) ; (e2(Y), e3, call(e1, 1)).
p00(Y) :- p00(Z), between(1,3,Y), Z = Z.
0.8::p00(Y) :- e0(Y,X), findall(V, e2(V), L), length(L, N), N >= 1, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p10(Y) <- X == 2, e1(X), e0(3,X), between(1,3,Y).
p11(Y) :- e3, between(1,3,Y), W is Y + 1, W < 5, Y @=< f(1).
0.3::p20 :- e1(Z), Z =\= 3, compare(O, Z, 3).
query(e0(3,3)).
query(e2(1)).
