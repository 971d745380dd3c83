:- use_module(library(lists)).
e0(3).
0.3::e0(3); 0.1::e0(1).
e1(3,3).
0.9::e1(1,1).
0.3::e1(1,1); 0.3::e1(2,2).
0.5::e2.
p00 :- p00, call(e1, 3, 1).
p00 :- X \== 3, e2, e1(X,Z), e2.
p00 :- e1(3,1), e2, \+ e1(2,1), findall(V, e1(3,V), L), sum_list(L, T), T > 2.
p10(3,X) <- p11(Z), p00, between(1,3,X).
P::p10(3,Y) :- (X == 3, p11(X), p10(3,X), between(1,3,Y), Y =:= 3), P is Y / 4.
p11(2) :- e0(X), p11(X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(1,V), L), L \= [].
p11(Y) :- e2, e0(3), p00, between(1,3,Y).
query(e1(1,2)).
query(e0(X)) :- between(1,2,X).
