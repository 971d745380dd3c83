:- use_module(library(lists)).
e0.
0.5::e1.
0.6::e2(3,1).
0.1::e2(3,3); 0.1::e2(1,1).
p00(X) :- p00(3), e1, e2(2,X).
p00(3) :- p01(3), p01(Z), e1.
p00(2) :- e2(1,X), e2(X,Y).
p01(X) <- e0, e1, p01(2), between(1,3,X).
p10(X) <- e1, p00(Z), between(1,3,X), compare(O, X, 1), call(e2, 3, Z).
0.3::p10(Y) :- e2(Y,Y), e1, p00(Y).
p10(2) :- p11(1), e2(X,2), e0.
p11(X) :- p11(X).
p11(Y) <- e1, between(1,3,Y).
P::p20(Y) :- (e2(Y,X), p00(1), e1, X \= X, compare(O, X, 1)), P is Y / 4.
P::p30(1,Y) :- ((e1, between(1,3,Y), Y =:= 1, \+ e0) ; (p31(Z,Y), p20(Y), p10(Y), findall(V, p10(V), L), L = [], findall(V, p20(V), L), L \= [])), P is Y / 4.
p30(X,X) <- (e1, between(1,3,X), findall(V, p00(V), L), L = [], findall(V, p20(V), L), L \= []) ; (e1, p00(Y), e2(Y,Y), between(1,3,X)).
p30(Y,X) :- p10(X), between(1,3,Y), Y >= 2.
p31(X,Y) <- (p01(Z), e0, between(1,3,X), between(1,3,Y), Y < 2) ; (p30(X,Z), p31(2,Y), p10(Y)).
query(p00(3)).
query(e2(1,3)).
query(\+ e0).
