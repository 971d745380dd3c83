:- use_module(library(lists)).
0.2::e0.
0.9::e1(2,1).
0.6::e2(2,1).
0.75::e2(3,3).
p00 :- p00, p00.
0.4::p10(1) :- e1(Z,Y), e2(1,Z), p10(Y), findall(V, e2(3,V), L), L \= [], \+ e2(3,Y).
P::p10(Y) :- (e2(X,Z), between(1,3,Y), \+ e2(2,Y)), P is Y / 4.
0.7::p20 :- e2(Y,2), not e2(Y,Y).
0.7::p30 :- X == 3, p10(X), p20.
p30 :- (p00, call(e2, 3, 2)) ; (p00, p10(3), e2(Z,X), Z == X, W is Z + 1, W < 5).
query(e1(3,Y)).
query(\+ p30).
