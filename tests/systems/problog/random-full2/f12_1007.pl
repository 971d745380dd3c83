:- use_module(library(lists)).
e0(3,2).
0.5::e0(3,3).
e1(3,2).
e1(2,1).
e1(1,2).
0.2::e1(1,1); 0.1::e1(2,2); 0.3::e1(3,3).
e2(2).
p00(X) :- p00(3), e1(X,2), p00(X).
p00(Y) :- p00(3), between(1,3,Y).
p00(X) :- e1(X,Z), compare(O, X, 1).
p10 :- p10, \+ e1(3,3).
0.9::p10 :- e1(X,Z), p00(Z), e2(Z), \+ p00(1), W is Z + 2, W < 5.
p20 :- p00(Y).
0.1::p20 <- (p00(Y), e1(Y,Y), p10, call(p00, Y), \+ p00(Y)) ; (p00(1), p10, e1(Z,Y), findall(V, p00(V), L), L \= []).
p20 :- p20, e1(3,Y), e1(Y,1).
p30(X) :- e2(Z), between(1,3,X), Z == Z, X \== Z.
p31 :- (p31, p00(Y), Y =\= 1, call(e1, Y, Y)) ; (e2(3)).
query(e2(X)).
evidence(e0(1,3), false).
