:- use_module(library(lists)).
0.1::e0(2,2).
e0(1,1).
0.2::e0(3,3).
0.6::e1(3,2).
e2(3,2).
p00(Y) :- (p00(X), between(1,3,Y), \+ e2(1,Y), findall(V, e0(1,V), L), L \= []) ; (p00(3), p00(X), e1(1,X), between(1,3,Y), findall(V, e2(2,V), L), length(L, N), N >= 1, X < 1).
p01 :- (p00(Z), Z @>= 3, Z =\= 1) ; (e1(Y,X)).
p01 :- Y == 3, p00(Y), e0(Y,Y), findall(V, e1(2,V), L), sum_list(L, T), T > 2.
p10(X) :- e2(Z,Y), between(1,3,X).
0.8::p10(Y) :- e2(Y,Y), e0(1,Y), e2(Y,1), findall(V, e1(Y,V), L), sum_list(L, T), T > 2.
P::p10(X) :- (e1(1,Y), p01, p01, between(1,3,X), \+ e2(X,Y), T =.. [g, Y], T \== g(0)), P is X / 4.
query(e2(3,1)).
query(p01).
query(e2(X,3)).
