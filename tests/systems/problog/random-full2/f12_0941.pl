:- use_module(library(lists)).
0.3::e0(3,3); 0.1::e0(1,1).
0.1::e1(2); 0.2::e1(1); 0.3::e1(3).
p00 :- e1(X), p00, e1(3), findall(V, e1(V), L), L \= [].
0.1::p10(X,X) :- (e0(X,Y)) ; (e1(X), e0(1,Z), e1(Z), X =\= 3, X =\= 2).
p20(Y) :- X \== 2, e1(X), e0(X,X), p20(X), between(1,3,Y), findall(V, e0(Y,V), L), length(L, N), N >= 1.
p20(Y) :- p20(1), p20(3), between(1,3,Y), Y >= 2.
query(e0(X,Y)).
query(p10(1,X)).
query(e0(2,1)).
