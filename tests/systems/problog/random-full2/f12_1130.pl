:- use_module(library(lists)).
0.3::e0(3); 0.2::e0(1); 0.3::e0(2).
0.6::e2(1,1).
0.6::e2(3,1).
0.6::e2(3,2).
0.3::e2(2,2); 0.1::e2(1,1).
0.8::e3(1).
p00(3,3) :- e1(X,Z), e0(X), p00(3,3), X >= 3, \+ e0(3).
0.75::p00(3,2) :- e1(X,X), p00(Y,X), e3(X).
p00(Y,3) :- p00(2,X), between(1,3,Y), W is X + 2, W < 5, Y >= 2.
P::p01(3,Y) <- (p01(Z,2), e3(Z), e2(Z,Z), between(1,3,Y), \+ e0(Y), Z @>= a), P is Y / 4.
0.7::p01(X,Y) :- e1(Z,Y), e3(Z), e1(Y,1), between(1,3,X), findall(V, e2(X,V), L), sum_list(L, T), T > 2, X @>= 1.
p10 :- p00(Z,Z), p10, p01(Z,Z).
p11(3) :- e0(X), p01(Z,X), p00(X,X).
0.3::p11(X) :- p11(2), p00(X,1), p11(3), findall(V, e1(X,V), L), L \= [], findall(V, p01(X,V), L), sum_list(L, T), T > 2.
query(p10).
