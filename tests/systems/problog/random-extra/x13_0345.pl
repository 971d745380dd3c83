:- use_module(library(lists)).
0.9::e0(1).
0.8::p00 :- e1(Z,1), Z @=< 3.
p10(X) :- e0(Z), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, Z \= Z.
p11(X,X) :- (p10(X), p00, X >= 2, X =:= 3) ; (p11(2,3), p10(2), p00, between(1,3,X), X =:= 1, not e0(X)).
\+p11(Y,Y) :- e1(Y,3).
p20 :- e1(Z,X), p21, p21, Z =\= 3.
p20 :- p21, findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2.
p21 <- e1(Z,3), p00, e0(Z).
0.9::p21 :- e1(Y,X), e1(3,Y), Y @=< a, X =\= 2.
0.9::\+p21 :- e1(3,2).
query(p20).
query(p00).
