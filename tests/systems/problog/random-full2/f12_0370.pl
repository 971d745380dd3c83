:- use_module(library(lists)).
0.7::e1(3).
0.4::e1(2).
0.9::e2(1).
p00 :- (e2(1)) ; (e0(Y,Z), e0(Y,Y), \+ e0(Y,1)).
p00 :- p00, e1(Y), p00, findall(V, e0(Y,V), L), L = [], findall(V, e0(Y,V), L), L = [].
0.3::p10(Y,2) :- e1(1), p10(2,X), e1(X), between(1,3,Y), \+ e0(X,X).
p10(1,X) :- e1(Z), between(1,3,X).
0.9::p10(Y,X) :- e1(Y), between(1,3,X), \+ e2(X), not e1(X).
query(p00).
