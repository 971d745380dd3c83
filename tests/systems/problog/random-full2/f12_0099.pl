:- use_module(library(lists)).
e0(1).
0.3::e1(3,1).
p00(X,Y) :- e0(2), between(1,3,X), between(1,3,Y), findall(V, e0(V), L), L \= [].
p10(X) :- p10(Y), between(1,3,X), findall(V, p00(2,V), L), sort(L, S), length(S, N), N < 2.
p11 :- p11.
0.1::p20(X) :- p20(Z), p10(2), between(1,3,X), findall(V, p10(V), L), L = [].
p20(X) :- p00(Z,3), between(1,3,X), Z \== 1.
p21(1,Y) :- e0(Z), e1(Z,Z), e1(2,Y).
p30(Y) :- p21(Y,3), p20(Y), e0(Y).
query(p20(2)).
query(p00(X,X)) :- between(1,2,X).
query(\+ p00(1,1)).
evidence(p21(2,3), false).
