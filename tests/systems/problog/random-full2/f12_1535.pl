:- use_module(library(lists)).
0.5::e0(1,3).
e0(3,1).
0.4::e0(3,3).
0.5::e0(3,2).
e1(3,1).
e1(2,2).
0.2::e1(1,1); 0.3::e1(2,2).
0.1::e2(2,2).
0.1::e2(2,2); 0.1::e2(1,1).
0.9::e3(3,2).
0.9::e3(3,1).
0.5::e3(2,1).
0.1::p00(X) :- e1(Z,X), findall(V, e1(Z,V), L), L \= [].
P::p00(X) :- (e0(2,1), e3(3,2), e1(Y,X), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, T =.. [g, X], T \== g(0)), P is X / 4.
p10 :- e1(X,3), e2(X,X), findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2.
p10 :- e1(2,Y), p00(1), e3(Y,Z).
query(e3(1,X)).
query(p00(2)).
query(\+ e1(1,1)).
