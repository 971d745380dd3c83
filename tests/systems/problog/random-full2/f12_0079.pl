:- use_module(library(lists)).
0.9::e0.
0.6::e2(1,3).
0.25::e2(1,1).
0.8::p00 :- e0, e0.
p00 <- e0, e1(Z).
0.5::p00 :- e1(Z), e1(Z), e2(Z,Z), findall(V, e2(Z,V), L), L \= [].
P::p10(Y) :- (e1(Z), e2(3,2), e2(Z,Y), findall(V, e1(V), L), length(L, N), N >= 1, W is Y + 3, W < 5), P is Y / 4.
p10(1) :- e0, findall(V, e1(V), L), length(L, N), N >= 1.
query(e2(3,X)).
query(e1(1)).
