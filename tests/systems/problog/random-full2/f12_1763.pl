:- use_module(library(lists)).
e0(1,2).
0.5::e1(3).
0.75::e1(2).
0.2::e1(1); 0.3::e1(2); 0.3::e1(3).
0.2::p00(Y) <- p00(Z), e0(Z,Z), e0(1,Z), between(1,3,Y), findall(V, e0(Z,V), L), sort(L, S), length(S, N), N < 2, Y =:= 3.
p10 <- (p10, p10, T =.. [g, 3], T \== g(0)) ; (e0(1,X), p00(X), not e1(3), X == 1).
0.7::p10 :- p11(Z), p10, findall(V, e1(V), L), L \= [], Z \== Z.
p11(X) :- e0(2,Y), p11(Y), p11(Y), between(1,3,X).
p11(X) :- Y \== 2, p00(Y), e0(Y,1), between(1,3,X), \+ e1(X).
p11(1) :- Y == 2, e0(X,Y), p11(Z), p10.
query(p11(3)).
query(p11(X)) :- between(1,2,X).
