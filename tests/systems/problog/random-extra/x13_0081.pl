:- use_module(library(lists)).
0.4::e0(3,3).
0.75::e0(2,2).
e0(2,1).
e0(3,1).
e1(3,3).
e1(2,2).
0.4::e2(3,1).
e3(1,1).
0.4::e3(1,3).
0.2::e3(1,1); 0.1::e3(3,3).
P::p00(X,X) :- (p00(2,Y), between(1,3,X), findall(V, e3(Y,V), L), L \= [], X =\= 1), P is X / 4.
p00(X,X) :- e1(X,3), e3(Y,X), e0(Y,Y), X = X, X < 3.
p01 <- (e0(Z,Z), p01, e0(Y,Y)) ; (e1(Z,X), e2(Z,Z), e1(Z,1)).
p10 :- p01, e0(3,2), \+ p01.
p10 :- (p01, p01, p00(2,2)) ; (p11(1)).
p11(Y) :- p01, between(1,3,Y), findall(V, e2(1,V), L), length(L, N), N >= 1, not e3(Y,1).
0.8::p20(X) :- p10, e1(X,Y), compare(O, Y, 3).
0.6::p20(Y) :- (e0(X,1), between(1,3,Y)) ; (p00(Z,1), p00(3,Y), \+ p01).
P::p20(X) :- (e3(X,Y), W is Y + 1, W < 5), P is X / 4.
query(e1(3,3)).
