:- use_module(library(lists)).
0.1::e0(2,2).
0.4::e1.
0.6::p00 :- p01(Y), e0(Z,Y), findall(V, e0(Z,V), L), length(L, N), N >= 1.
p01(2) :- e1, \+ e1.
p10(Y) :- (e0(Z,X), p00, between(1,3,Y), X \== 2, not p01(Y)) ; (e1, p00, between(1,3,Y)).
p10(X) <- Y \== 1, p10(2), p11(1,Y), between(1,3,X), \+ p01(3).
0.25::p10(Y) :- e0(Y,Y), Y \= 1.
0.7::p11(X,X) :- p10(2), between(1,3,X), X =:= 2, call(e0, X, 3).
p20 :- p10(3).
p20 :- e0(3,Y), p20, p20, Y @>= 2, \+ p01(Y).
0.6::p20 :- e0(X,3), p00, p01(1), X =\= 1.
query(p11(3,3)).
query(p11(X,Y)).
query(p11(3,2)).
