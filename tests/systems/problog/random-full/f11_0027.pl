:- use_module(library(lists)).
0.2::e0(2,3).
0.6::e0(1,3).
0.1::e0(2,2); 0.2::e0(3,3); 0.1::e0(1,1).
e1(1,3).
0.75::e1(2,1).
0.2::e1(3,3); 0.1::e1(2,2); 0.1::e1(1,1).
e2.
p00 <- (p01) ; (e1(X,Z), e1(X,X), e0(Z,Y)).
p00 :- e0(Y,X), p01, e0(3,2).
p00 :- (p01, e1(Y,Y), e2, findall(V, e1(Y,V), L), L = [], call(e0, Y, Y)) ; (p00, e0(Y,Y), p01).
0.7::p01 :- p00, e1(Z,Y), e1(Z,Z), compare(O, Z, 3).
0.3::p10(3) :- p11(Z), p11(3).
p11(X) :- p10(Y), p01, between(1,3,X).
0.75::p11(3) :- p00, e2, p01.
p20(Y) :- e0(Y,X).
p20(X) :- p10(3), e0(Y,Y), between(1,3,X).
p20(2) <- e0(Z,3), findall(V, e0(Z,V), L), L \= [], W is Z + 3, W < 5.
P::p30(Y) :- ((p11(Y), \+ e1(1,Y), Y =\= 1) ; (p01, between(1,3,Y))), P is Y / 4.
p30(3) :- p11(X), e1(X,3), e0(X,3), X @< 1.
query(e0(1,2)).
query(p00).
query(e2).
query(\+ p30(2)).
