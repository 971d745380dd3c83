:- use_module(library(lists)).
0.5::e0(1).
e1(2,1).
0.3::e1(1,1).
0.3::e1(3,3); 0.1::e1(1,1).
p00 :- e0(X).
0.75::p00 :- p01(Z), e1(Z,Z), p00.
0.9::p01(2) :- e1(Z,3), e1(3,2).
p01(Y) :- (e1(Z,2), between(1,3,Y)) ; (p00, e1(Z,2), between(1,3,Y), findall(V, e1(1,V), L), L \= [], Z < 2).
p01(2) :- p01(1), p00.
p10(X) :- e0(Y), e1(Y,2), e0(Y), between(1,3,X), call(e1, Y, 3).
p10(X) :- p10(X), p00, p10(X).
p10(X) :- p01(Y), p00, p10(Y), between(1,3,X), Y @=< 2, Y @=< f(1).
p20 <- (e1(Y,X)) ; (e0(X), p01(X), p20).
query(p00).
query(e0(2)).
query(p20).
