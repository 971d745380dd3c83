:- use_module(library(lists)).
0.2::e0(1,1); 0.1::e0(2,2).
0.1::e1.
e2.
e3.
p00 :- p00.
P::p10(X,X) :- (p10(X,X), e1, e0(3,X), X =:= 3), P is X / 4.
0.7::p11(X) :- (e1, between(1,3,X), X = X) ; (p10(X,Z)).
p11(3) :- e0(Y,X), e3, e3, not e0(X,Y), call(e0, Y, Y).
p11(X) :- p00, between(1,3,X).
P::p20(X,X) :- (e1, e3, between(1,3,X), \+ e2, X @>= 3), P is X / 4.
P::p20(X,X) :- (e1, p11(X), e2), P is X / 4.
P::p20(Y,X) :- ((p11(2), p10(1,X), p00, between(1,3,Y), X \== X, findall(V, p11(V), L), L = []) ; (p11(X), e1, between(1,3,Y))), P is Y / 4.
p21(Y,3) :- e1, between(1,3,Y), Y \== Y, \+ e2.
p21(Y,X) :- e3, e3, between(1,3,X), between(1,3,Y), findall(V, p10(3,V), L), L = [], findall(V, p11(V), L), sort(L, S), length(S, N), N < 2.
query(p11(1)).
query(e1) :- between(1,2,X).
