:- use_module(library(lists)).
0.6::e0.
e1(3,1).
0.4::e1(3,2).
0.75::e2.
0.25::e3(2,3).
0.75::e3(2,1).
0.1::e3(3,3); 0.2::e3(1,1); 0.2::e3(2,2).
p00(X) <- (e3(2,1), between(1,3,X), X \= X, findall(V, e1(2,V), L), L = []) ; (X \== 1, e1(X,X), p00(X), e1(1,1)).
P::p10(Y) :- (p11, p11, between(1,3,Y), \+ e1(Y,Y), W is Y + 3, W < 5), P is Y / 4.
p10(X) :- (e3(1,Z), e2, e2, between(1,3,X), call(p00, 1), call(e3, 1, Z)) ; (e3(Y,Y), p11, between(1,3,X)).
p11 :- e3(Z,X), e2, e1(2,X).
query(e1(X,X)).
query(e3(Y,X)).
