:- use_module(library(lists)).
0.5::e0(3).
0.7::e0(1).
0.5::e0(2).
0.1::e0(2); 0.1::e0(3).
0.25::e1(3,3).
0.25::e1(3,2).
p00 :- e1(Y,X), p00, subquery(e1(2,3), Q), Q < 0.33.
p10(X,X) :- p00, between(1,3,X), compare(O, X, 1).
P::p10(Y,X) :- ((p11(3), p11(X), between(1,3,Y), \+ p00, findall(V, e1(Y,V), L), L \= []) ; (p11(Y), p11(X))), P is X / 4.
p11(X) :- e1(X,Z), Z @>= a, \+ e0(2).
P::p11(X) :- ((p10(2,Y), p10(1,Y), between(1,3,X)) ; (p10(1,Y), between(1,3,X), findall(V, e1(1,V), L), L = [])), P is X / 4.
p20(X) :- X == 2, p20(1), p20(X), p10(X,X), call(e1, X, X).
query(p11(1)).
query(p00).
query(p11(Y)).
query(p00) :- between(1,2,X).
