:- use_module(library(lists)).
0.2::e1(1).
0.7::e1(2).
0.1::e1(1); 0.1::e1(2).
0.25::e2(2,2).
p00(Y,X) :- p00(Z,Y), between(1,3,X).
p00(X,Y) :- p00(2,1), between(1,3,X), between(1,3,Y), \+ e1(X).
p10(1) <- p10(2), e2(Z,2).
0.1::p10(Y) :- (e1(X), e0(X,X), p00(X,X), between(1,3,Y), X \= X, findall(V, p00(2,V), L), length(L, N), N >= 1) ; (e2(X,Y), p10(2)).
P::p10(Y) :- ((e0(X,1), e2(X,X), between(1,3,Y), X \== Y) ; (p11, between(1,3,Y))), P is Y / 4.
p11 :- p00(Y,Y), p11.
query(p11).
query(e1(X)) :- between(1,2,X).
query(\+ p10(2)).
