:- use_module(library(lists)).
0.1::e0(1).
0.3::e0(2); 0.2::e0(3).
0.25::e1.
0.9::e2(2).
0.25::e3(2).
0.8::e3(1).
e3(3).
0.2::e3(1); 0.1::e3(2).
0.7::p00(X,Y) :- p01(Y,Z), between(1,3,X).
p00(X,2) :- e0(1), e1, e2(2), between(1,3,X), findall(V, e0(V), L), L \= [].
0.5::p01(Y,X) :- (p00(Z,X), e1, between(1,3,Y), findall(V, e3(V), L), L \= [], W is X + 1, W < 5) ; (p01(2,Z), between(1,3,X), between(1,3,Y), W is X + 2, W < 5).
0.25::p10(X,Y) :- e1, p00(Y,X), e3(Y).
p20 :- p00(X,X), e2(X), findall(V, e3(V), L), length(L, N), N >= 2.
p30(X,X) :- (p00(Z,1), e1, between(1,3,X)) ; (p00(3,Z), e1, e2(Z), between(1,3,X), W is X + 3, W < 5, \+ p20).
p30(X,Y) :- e1, p00(Y,X).
query(e3(3)).
query(e0(1)).
query(\+ p20).
