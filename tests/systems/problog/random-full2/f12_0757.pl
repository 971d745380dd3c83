:- use_module(library(lists)).
0.7::e0(1,3).
0.1::e0(3,2).
e0(1,2).
0.75::e1(3,3).
0.1::e1(1,1).
0.25::e2(2,2).
0.5::e2(2,3).
p00(X) :- e2(2,Z), between(1,3,X).
p00(Y) :- e2(X,1), p00(1), between(1,3,Y).
p00(1) :- e0(Y,Z).
0.2::p10(Y,X) :- p00(2), between(1,3,X), between(1,3,Y).
p10(Y,Y) :- (p10(X,2), e1(1,Y), findall(V, p00(V), L), L \= []) ; (p10(X,1), between(1,3,Y)).
p10(Y,X) :- p00(Z), between(1,3,X), between(1,3,Y), Z @>= 3.
p20(Y) :- p20(Y), e0(Y,Y), \+ e1(Y,3), not e1(Y,3).
p20(X) :- X == 2, p20(Y), between(1,3,X).
query(e1(Y,3)).
