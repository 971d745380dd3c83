:- use_module(library(lists)).
0.7::e0(1,2).
e0(2,3).
0.6::e0(2,1).
0.1::e0(3,3); 0.3::e0(1,1).
0.8::e1(2).
0.9::e2(2).
0.4::p00(X) :- p01(Z), e1(Z), p01(2), between(1,3,X).
P::p01(Y) :- (e0(Y,Y), e2(Y)), P is Y / 4.
p10(Y,3) :- p00(Z), between(1,3,Y).
p10(1,Y) :- e1(1), p11, between(1,3,Y), findall(V, p01(V), L), L = [].
p11 :- Z == 3, p00(X), e1(X), e0(Z,X), findall(V, e1(V), L), L \= [].
0.2::p11 :- e1(Z), e2(1), e0(Y,Z).
p11 :- e0(Z,2), p00(Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
query(p10(X,3)).
query(e0(X,X)) :- between(1,2,X).
query(\+ e0(2,1)).
