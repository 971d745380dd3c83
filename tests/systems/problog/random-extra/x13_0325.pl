:- use_module(library(lists)).
0.9::e0.
0.7::e1(1).
e2(1,2).
p00(X) :- p00(1), between(1,3,X), \+ e2(X,3), findall(V, e1(V), L), L \= [].
0.4::\+p00(X) :- e0, between(1, 3, X).
0.2::p01(Y) :- (e0, between(1,3,Y), \+ e0) ; (p00(Y), p01(2), e2(Y,Y), Y @=< 1, \+ e1(2)).
p01(3) :- e1(1), e0, p01(3), findall(V, e1(V), L), L \= [].
\+p01(X) :- e0, between(1, 3, X).
p10(X) :- p10(Y), e2(Z,Y), between(1,3,X).
P::p10(X) :- ((p00(2), p10(Y), between(1,3,X), X \= Y) ; (p01(Z), e2(Z,Z), between(1,3,X))), P is X / 4.
query(e2(X,3)).
query(e2(2,Y)).
query(p10(X)) :- between(1,2,X).
query(\+ e0).
