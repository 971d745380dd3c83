:- use_module(library(lists)).
0.2::e0(3).
0.5::e1.
e2(1,1).
0.3::e2(1,3).
0.3::e2(3,3); 0.3::e2(1,1); 0.1::e2(2,2).
0.25::e3(3).
0.2::e3(2); 0.1::e3(1); 0.2::e3(3).
0.75::p00 :- e0(1), e0(X), e3(X), findall(V, e3(V), L), L \= [], \+ e2(X,X).
0.2::p00 <- e0(X), e0(X), e2(Y,X).
p00 <- p00, p01(1), e3(3).
p01(X) :- p00, e1, between(1,3,X), \+ e0(X), findall(V, e3(V), L), length(L, N), N >= 2.
P::p01(Y) :- (e2(2,Y), e2(Y,Y), e0(X), findall(V, e2(1,V), L), sum_list(L, T), T > 2, Y =:= 1), P is Y / 4.
0.9::\+p01(X) :- e1, between(1, 3, X).
p10(Y) <- Y == 1, p10(2), between(1,3,Y), \+ e2(Y,3).
0.75::\+p10(X) :- e2(X,3).
query(e1).
query(e1).
query(e2(1,2)).
