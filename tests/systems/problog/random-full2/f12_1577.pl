:- use_module(library(lists)).
0.2::e0(1,2).
0.2::e0(2,1).
0.3::e0(1,1); 0.3::e0(3,3).
0.3::e1(3).
0.75::e1(2).
0.3::e1(1); 0.3::e1(2).
0.7::p00(X,3) :- p00(Y,Y), between(1,3,X), compare(O, X, 1), findall(V, e1(V), L), L \= [].
0.1::p00(X,1) :- X \== 2, e0(Z,Z), e1(3), between(1,3,X), compare(O, Z, 2).
0.9::p00(Y,Y) :- e0(2,2), e1(Y), findall(V, e1(V), L), L = [].
p10(Y) :- Y == 2, p10(X), e1(X), between(1,3,Y), Y == 2.
0.4::p20 :- p10(3), p20, e0(X,X), W is X + 3, W < 5, call(p10, X).
0.7::p20 :- p10(1), p10(Y), \+ p10(Y).
query(e1(3)).
query(e1(X)).
query(\+ p20).
