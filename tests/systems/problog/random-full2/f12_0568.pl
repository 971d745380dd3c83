:- use_module(library(lists)).
0.1::e0(2); 0.2::e0(3).
0.3::e1(2,1).
0.8::e1(3,1).
e1(3,2).
0.9::e1(2,3).
0.1::e1(3,3); 0.2::e1(1,1).
0.25::e2(1).
0.3::e2(2); 0.3::e2(1).
0.6::p00(2) :- p00(Y), e2(Y), \+ e1(Y,Y).
p10 :- e2(Y), e2(Y), p10, Y = Y, findall(V, e2(V), L), L \= [].
p11 <- e0(Y), e1(1,3), e1(Y,Y), Y == Y, Y @< 1.
0.75::p11 :- p10, not e0(3).
p20(1,X) :- p11, between(1,3,X), X \= X, findall(V, e2(V), L), L = [].
p20(Y,X) :- p11, e0(3), p10, between(1,3,X), between(1,3,Y).
p20(1,3) :- e1(X,2), e1(X,Y), p11, Y >= 3, call(e0, X).
query(p00(1)).
query(p20(1,2)).
query(p00(2)).
query(e2(X)) :- between(1,2,X).
query(\+ e0(3)).
evidence(p20(3,1), false).
