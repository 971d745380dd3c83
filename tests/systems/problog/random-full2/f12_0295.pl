:- use_module(library(lists)).
0.75::e0(2).
0.75::e0(3).
0.25::e1.
p00 :- p01(Y).
p00 :- e1, e1, e2(Y), \+ e0(2), findall(V, e0(V), L), L \= [].
p01(Y) :- e1, e2(Y), e2(Y), \+ e0(Y), \+ e1.
0.1::p10 :- (p01(X), e1) ; (e1, e0(X), X =\= 1).
p10 :- p01(Z).
0.75::p20 :- e0(Z), p21(Z,Z).
p20 :- e0(1), e2(3), e1.
p21(Y,Y) :- (e2(X), e0(X), p20, between(1,3,Y), call(p01, X), \+ e0(Y)) ; (p20, p21(1,X), between(1,3,Y), Y @=< f(1), Y =\= 3).
p30(X) :- p01(1), p10, between(1,3,X), findall(V, p01(V), L), sum_list(L, T), T > 2, \+ e1.
p30(Y) :- Y \== 3, e1, p30(Y), p10, call(e2, 1).
query(p01(3)).
query(p00).
query(p00).
query(\+ p00).
