:- use_module(library(lists)).
0.1::e0(2,2); 0.2::e0(1,1).
e1(3,3).
e1(2,3).
p00 :- p00, p00, e1(X,1), X @=< a, findall(V, e0(X,V), L), L \= [].
p10(X) :- (e0(Z,X), e0(X,X), e0(Z,X)) ; (p00, e0(Y,3), e1(Y,Y), between(1,3,X)).
query(p00).
query(p10(3)).
query(e1(X,X)) :- between(1,2,X).
query(\+ e0(2,2)).
evidence(e0(3,2), true).
