:- use_module(library(lists)).
0.1::e0(2).
0.9::e1(2,3).
0.2::e1(3,3); 0.3::e1(1,1); 0.1::e1(2,2).
P::p00(X,Y) :- (e0(Y), p00(Y,Y), e0(Y), between(1,3,X), findall(V, e1(X,V), L), L \= []), P is X / 4.
P::p01(X) :- (p01(Y), e0(Y), e0(Z), between(1,3,X)), P is X / 4.
p10(Y) :- e0(Z), between(1,3,Y), call(p00, Y, Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
0.1::p10(X) :- p10(Y), between(1,3,X), compare(O, Y, 2), call(e1, Y, Y).
p11(Y) :- p01(Y), p01(1).
query(p10(X)).
query(\+ p01(2)).
evidence(p11(2), false).
