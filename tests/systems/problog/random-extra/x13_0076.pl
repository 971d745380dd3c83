:- use_module(library(lists)).
0.5::e0.
0.1::e1(3,2).
0.4::e1(1,1).
0.25::e1(2,1).
0.25::e2(2,2).
0.3::e2(3,3).
0.1::e2(3,2).
p00(Y) :- p00(Z), e1(1,2), between(1,3,Y).
p00(X) :- (p00(X), p00(X)) ; (e0, e0, e1(Y,X)).
P::p00(X) :- (p00(Z), e1(Y,Z), between(1,3,X)), P is X / 4.
p01(Y) :- e2(X,2), e0, between(1,3,Y).
p10 :- (p01(Y), \+ e2(Y,Y)) ; (p10, p01(Z), e0, not e2(Z,2)).
p10 :- e1(Z,X), e1(1,3), e1(X,X).
p10 <- e2(Z,Z), e2(Z,X).
p11(1) <- p01(Y), e2(1,Y).
p11(Y) <- e1(X,X), p10, e0, between(1,3,Y), Y < 1, findall(V, e2(X,V), L), L \= [].
query(e1(Y,1)).
query(p01(X)) :- between(1,2,X).
