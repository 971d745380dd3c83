:- use_module(library(lists)).
0.25::e0(2,2).
0.2::e0(1,1); 0.3::e0(2,2).
0.7::e1.
0.5::e2.
0.5::e3(1).
0.2::e3(1); 0.3::e3(2); 0.1::e3(3).
P::p00(Y) :- (p00(Z), between(1,3,Y), call(e3, Y)), P is Y / 4.
p00(Y) :- e3(Y), e3(1), \+ e3(1).
P::p00(Y) :- (p01(X), p01(Z), e0(X,2), between(1,3,Y), findall(V, e3(V), L), L \= [], \+ e1), P is Y / 4.
P::p01(X) :- (p01(3), between(1,3,X), \+ e3(2)), P is X / 4.
P::p01(X) :- (e1, between(1,3,X), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p01(X) :- p01(X).
p10(Y,X) :- p10(Y,X), e1, not p01(Y).
query(e3(Y)).
query(e2).
