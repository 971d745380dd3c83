:- use_module(library(lists)).
0.6::e0.
0.75::e1(1).
e1(3).
p00(Y) :- e1(Z), p00(X), p01, between(1,3,Y), X < 2.
p00(1) :- p00(Z), e1(1).
0.7::p00(Y) :- p01, e1(X), between(1,3,Y), \+ e0.
p01 :- (e0, e1(X)) ; (p01).
0.8::p01 :- e0, p01.
p10(Y,X) :- e1(X), e1(X), between(1,3,Y), not e1(3), compare(O, X, 1).
P::p20(1,Y) :- (p01, e0, between(1,3,Y)), P is Y / 4.
p20(X,Y) :- p10(1,X), p00(X), between(1,3,Y), findall(V, e1(V), L), L \= [].
p30(X) :- X == 3, p20(X,X), \+ e0.
p30(2) :- p30(X).
query(p30(Y)).
query(\+ p20(1,2)).
