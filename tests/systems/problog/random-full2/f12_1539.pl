:- use_module(library(lists)).
0.3::e0(3,3).
0.75::e1(2,2).
0.2::e2.
0.3::e3(2,1).
0.25::e3(1,3).
0.5::e3(2,2).
e3(1,1).
0.1::e3(1,1); 0.3::e3(3,3).
p00(1) :- e3(2,2).
p00(X) :- e0(Z,Y), p00(Y), e3(Z,Z), between(1,3,X), Y \== Z.
p10(1,2) <- (e0(Y,X), findall(V, p00(V), L), L \= []) ; (e3(X,Z), e0(X,X), p11(X), \+ e0(X,X)).
p10(Y,X) :- X \== 3, e3(Y,3), between(1,3,X), Y = 1.
p10(3,Y) :- e3(X,Z), between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 1, W is X + 3, W < 5.
p11(Y) <- Z == 1, p00(Z), between(1,3,Y), findall(V, e3(Y,V), L), sum_list(L, T), T > 2.
query(p11(3)).
query(e0(3,3)).
query(p00(X)) :- between(1,2,X).
