:- use_module(library(lists)).
0.2::e0(1,3).
0.3::e0(2,1).
e0(1,1).
0.25::e1(1).
e1(3).
0.5::e2.
p00(X,X) :- p00(Y,X), X =:= 3, call(e0, X, 1).
p00(Y,3) :- e0(Y,Y), Y == 2.
p00(X,2) :- e0(Y,X), e2.
0.5::\+p00(Y,Y) :- e0(Y,1).
0.3::p10(Y) :- p00(X,Z), p10(X), e2, between(1,3,Y).
p10(Y) <- Y \== 2, p00(1,3), between(1,3,Y).
0.2::p10(2) :- e0(Z,X), \+ e1(Z), findall(V, e1(V), L), L \= [].
p20(Y) :- (e1(X), between(1,3,Y), \+ e1(Y)) ; (e1(1), e2, between(1,3,Y)).
0.75::p20(Y) :- e2, p00(2,3), e0(X,1), between(1,3,Y), Y \== X.
p20(X) :- e2, e1(Z), between(1,3,X), X >= 2.
query(p00(1,2)).
query(e0(Y,Y)).
query(p00(Y,X)).
query(e2) :- between(1,2,X).
