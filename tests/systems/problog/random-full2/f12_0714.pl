:- use_module(library(lists)).
0.6::e0(3,2).
e0(1,3).
e0(2,3).
0.9::e1(2).
0.5::e1(1).
0.6::e2.
p00(3,3) :- (e0(Z,X)) ; (e1(Z), e0(2,Z), e2, \+ e2).
p10(X,X) :- e0(Y,1), p00(Y,X), e1(Y).
p11(X,Y) :- e0(Z,1), e0(1,Z), p00(Z,Z), between(1,3,X), between(1,3,Y), compare(O, Y, 2).
p11(Y,X) :- e1(3), p10(2,2), between(1,3,X), between(1,3,Y), call(p00, 1, Y).
p20(X,1) :- e2, e0(Z,3), e1(2), between(1,3,X).
p20(1,2) :- (p11(Y,Z), e0(1,Z), compare(O, Y, 2), \+ e1(2)) ; (p20(1,2), findall(V, e0(3,V), L), L \= []).
0.6::p21(2) <- p11(Y,2), e0(1,Y), \+ p10(Y,2).
p30(Y) :- e0(Y,X), \+ p00(Y,3).
0.9::p31(1) :- p21(Z), p21(2), e2, W is Z + 1, W < 5, compare(O, Z, 2).
query(e0(2,X)).
