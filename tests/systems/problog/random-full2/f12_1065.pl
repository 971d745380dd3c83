:- use_module(library(lists)).
0.5::e0(3).
0.7::e0(1).
0.5::e2.
p00(3) :- p00(Z), Z \= Z, \+ e2.
0.5::p00(X) :- p00(3), between(1,3,X).
p10(Y) :- Y == 3, e2, e2, e0(2), between(1,3,Y), call(e0, Y).
P::p20(X,X) :- ((p20(Y,Z), between(1,3,X), \+ e1(Y)) ; (e0(2), p10(2), between(1,3,X), X @>= 2, findall(V, e1(V), L), L \= [])), P is X / 4.
p21(Y) :- e0(Z), p20(3,X), p20(Y,Z).
query(p20(2,Y)).
query(p21(X)) :- between(1,2,X).
query(\+ p21(2)).
