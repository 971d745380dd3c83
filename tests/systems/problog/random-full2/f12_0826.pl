:- use_module(library(lists)).
0.7::e0(3).
0.3::e0(2).
0.2::e0(3); 0.2::e0(1); 0.1::e0(2).
e1(3).
p00(1,Y) :- (e1(Y), \+ e0(Y), not e1(Y)) ; (e0(Y), e0(3), e1(Y), call(e0, Y), \+ e0(Y)).
0.6::p10 :- e1(X), p00(X,Z), p10, \+ e1(X), W is Z + 2, W < 5.
p10 :- p11(Y), not e0(Y).
p11(X) :- p10, e0(Z), between(1,3,X), findall(V, e1(V), L), L = [].
query(p00(Y,Y)).
query(e1(2)).
query(e1(Y)).
query(e1(X)) :- between(1,2,X).
