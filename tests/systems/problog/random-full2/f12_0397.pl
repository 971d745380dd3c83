:- use_module(library(lists)).
0.6::e0(2).
0.5::e0(1).
e1.
0.7::e2(3,3).
0.9::e3(3).
0.2::e3(3); 0.1::e3(1).
0.9::p00 <- (e2(X,Z), e2(Z,Z), e3(2), findall(V, e3(V), L), L = [], call(e2, X, X)) ; (p01(1,1), e0(2), p00, not e3(2), findall(V, e2(2,V), L), L \= []).
p00 :- e2(X,1), e1, p01(2,Y), Y =:= 3.
P::p01(Y,Y) :- (X \== 2, e0(X), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
0.8::p01(2,Y) :- e2(3,Y), \+ e2(1,Y), findall(V, e0(V), L), length(L, N), N >= 2.
P::p01(X,Y) :- (e0(X), e3(1), between(1,3,Y)), P is X / 4.
p10(X,Y) :- e0(X), between(1,3,Y), \+ e3(Y).
P::p10(Y,3) :- (p11(Y), findall(V, p01(Y,V), L), sum_list(L, T), T > 2, findall(V, e0(V), L), length(L, N), N >= 1), P is Y / 4.
p10(Y,Y) :- p10(Y,Z), p01(2,1), e0(Z), call(e3, 2).
0.9::p11(2) :- p00, p11(1), p00.
0.3::p11(Y) :- e0(3), e2(Z,1), between(1,3,Y).
0.9::p11(Y) :- p11(2), e2(Y,Z), e2(3,Y), \+ e2(Y,1), Z = Y.
p20 :- p10(Y,Y), \+ p10(Y,Y).
p20 <- p21, call(p11, 1).
p21 :- p01(X,X).
p21 :- e3(X), p11(X), \+ e0(X).
query(p00).
query(p10(X,X)) :- between(1,2,X).
