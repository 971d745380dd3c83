:- use_module(library(lists)).
e0(2,1).
0.1::e0(1,1); 0.2::e0(2,2).
0.2::e1(3,2).
e1(2,1).
0.3::e2(1).
e2(3).
0.6::p00(X,Y) :- e1(Y,Y), p00(Z,Y), e2(X), W is Y + 2, W < 5.
p00(1,X) <- p00(Y,Z), p00(Y,Z), between(1,3,X).
p10(Y) :- p10(2), e2(3), between(1,3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 1.
p20 :- (p10(Y), p00(2,Y), p10(3), call(e0, Y, 1)) ; (e2(Z)).
p21 :- Z == 1, p10(Z), e1(Z,Z), p20.
0.2::p21 :- e2(X), e0(1,X), e2(X).
p30(X) :- (e2(2), between(1,3,X)) ; (p20, p10(Z), e1(Z,Z), between(1,3,X), call(e0, 3, X)).
p30(X) :- p30(Y), p10(Y), p30(X), \+ p21.
query(e2(1)).
query(e1(X,1)).
