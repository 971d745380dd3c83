:- use_module(library(lists)).
0.7::e0(1,3).
0.1::e0(1,1); 0.1::e0(3,3).
0.7::e1(2,2).
0.2::e1(1,2).
0.25::e1(1,1).
0.3::e1(1,1); 0.3::e1(3,3).
0.6::e2(3).
0.3::e2(1); 0.1::e2(2).
p00(X) :- (e0(Y,Y), p00(X), e0(Y,X), Y == 2, findall(V, e1(Y,V), L), L = []) ; (p00(X), p00(X), e0(1,Z), W is X + 3, W < 5, X >= 2).
0.7::p00(3) :- e0(Y,Y), e2(3), e2(1).
p10(X,Y) :- e1(X,X), e0(X,X), between(1,3,Y).
0.2::\+p10(Y,X) :- e1(X,Y).
p20(1) :- e1(3,Z), p20(1), not p00(1).
0.7::p20(X) :- (e0(X,2), e1(X,X), p20(X)) ; (p00(Z), e2(Z), e1(Z,2), between(1,3,X), Z = X, \+ p00(X)).
0.6::\+p20(X) :- e1(X,2).
p21 :- e1(X,3), subquery(p10(2,3), Q), Q < 0.33, findall(V, e0(X,V), L), L = [].
p21 :- p10(Z,X), e0(X,X), findall(V, e2(V), L), L \= [].
P::p30(Y) <- (e2(X), e2(X), e1(X,X), between(1,3,Y), findall(V, e1(Y,V), L), L \= []), P is Y / 4.
p30(Y) :- X == 2, p00(X), between(1,3,Y), Y >= 3.
p30(Y) :- p00(X), p00(2), p10(1,1), between(1,3,Y), \+ p21, \+ p00(X).
query(e0(2,X)).
query(p21).
query(e1(1,3)).
query(e2(X)) :- between(1,2,X).
query(\+ p20(2)).
evidence(p00(1), true).
